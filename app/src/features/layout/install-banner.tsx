// The phone install banner above the top bar (its 56 px make the nav height
// 115 instead of 59). Install uses the browser's install prompt when it offers
// one; otherwise the banner says how to add the site by hand.
import { useEffect, useState } from 'react';
import { useMessage } from '@/components/use-message';
import './install-banner.css';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

export function InstallBanner({ onDismiss }: { onDismiss: () => void }) {
  const t = useMessage();
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);

  return (
    <aside className="install-banner" aria-label={t('install.bannerTitle')}>
      <div className="install-banner__text">
        <p className="install-banner__title">{t('install.bannerTitle')}</p>
        <p>{installPrompt ? t('install.bannerText') : t('install.iosHint')}</p>
      </div>
      {installPrompt && (
        <button type="button" className="button button--primary" onClick={() => void installPrompt.prompt()}>
          {t('install.install')}
        </button>
      )}
      <button type="button" className="button button--ghost" onClick={onDismiss}>
        {t('install.dismiss')}
      </button>
    </aside>
  );
}
