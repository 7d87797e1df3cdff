// What the shell mounts once the page has loaded, as a chunk of its own:
// the installable app's parts (the manifest linked, the browser's
// install prompt kept, the service worker registered, its update prompt, the
// install steps, the offline notice), the music player, maintenance's way
// back and a Telegram Mini App's sign-in sheet. None is on the first paint's
// path, so none weighs on home's start.
import { lazy, useEffect, useState } from 'react';
import { MountWhenAsked } from '@/components/mount-when-asked';
import { installPopupOpen, listenForInstallPrompt } from '@/lib/install-prompt';
import { useMaintenance } from '@/lib/maintenance';
import { musicPopupOpen, readMusicChoice } from '@/lib/music/music-choice';
import { registerServiceWorkerLater, serviceWorkerUpdate } from '@/lib/service-worker';
import { isSignedIn, useSession } from '@/lib/session-store';
import { telegramInitData } from '@/lib/telegram-session';
import { OfflineNotice } from '@/features/layout/offline-notice';

// The music player (its <audio> element lives here, so music plays on across pages).
const MusicPlayer = lazy(() =>
  import('@/features/music/music-player').then(({ MusicPlayer }) => ({ default: MusicPlayer })),
);
const InstallPopup = lazy(() =>
  import('@/features/layout/install-popup').then(({ InstallPopup }) => ({ default: InstallPopup })),
);
const ServiceWorkerUpdate = lazy(() =>
  import('@/features/layout/service-worker-update').then(({ ServiceWorkerUpdate }) => ({
    default: ServiceWorkerUpdate,
  })),
);
const MaintenanceReturn = lazy(() =>
  import('@/features/maintenance/maintenance-return').then(({ MaintenanceReturn }) => ({
    default: MaintenanceReturn,
  })),
);
const TelegramSignIn = lazy(() =>
  import('@/features/telegram/telegram-sign-in').then(({ TelegramSignIn }) => ({ default: TelegramSignIn })),
);

export function ShellAfterStart() {
  const signedIn = isSignedIn(useSession());
  const musicAsked = musicPopupOpen.use();
  // A track chosen on an earlier visit is resumed (paused unless the browser lets it play).
  const [musicChosenBefore] = useState(() => readMusicChoice() !== null);
  const maintenance = useMaintenance();
  const [fromTelegram] = useState(() => telegramInitData() !== null);
  const installPopup = installPopupOpen.use();
  const workerUpdate = serviceWorkerUpdate.use();
  useEffect(() => {
    listenForInstallPrompt();
    linkManifest();
    registerServiceWorkerLater();
  }, []);
  return (
    <>
      <MountWhenAsked asked={signedIn && (musicAsked || musicChosenBefore)}>
        <MusicPlayer />
      </MountWhenAsked>
      <MountWhenAsked asked={installPopup}>
        <InstallPopup />
      </MountWhenAsked>
      <MountWhenAsked asked={workerUpdate !== null}>
        <ServiceWorkerUpdate />
      </MountWhenAsked>
      <OfflineNotice />
      <MountWhenAsked asked={maintenance !== null}>
        <MaintenanceReturn />
      </MountWhenAsked>
      <MountWhenAsked asked={fromTelegram && !signedIn}>
        <TelegramSignIn />
      </MountWhenAsked>
    </>
  );
}

/**
 * Links the web app manifest (the build copies it beside index.html), now
 * that the page has loaded: the browser's fetch of it and its icons then
 * never competes with the page's own requests.
 */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = './manifest.webmanifest';
  document.head.append(link);
}
