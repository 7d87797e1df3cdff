// The install popup: the side menu's code 13 (SPEC §2: on a desktop, the
// download prompt) and the phone banner's Install where the browser offers
// no prompt. With the browser's prompt, Install shows it; without, the popup
// gives this platform's steps (src/lib/install-prompt.ts). A phone gets the
// banner's words, a computer the desktop's.
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import {
  currentInstallPlatform,
  installPopupOpen,
  installPromptEvent,
  installStepsKey,
  installWay,
  startInstall,
} from '@/lib/install-prompt';
import './install-popup.css';

export function InstallPopup() {
  const t = useMessage();
  const open = installPopupOpen.use();
  const hasPrompt = installPromptEvent.use() !== null;
  const platform = currentInstallPlatform();
  const way = installWay(platform, hasPrompt);
  const desktop = platform === 'desktop';
  const close = () => installPopupOpen.set(false);
  return (
    <Popup
      open={open}
      onClose={close}
      title={t(desktop ? 'install.desktopTitle' : 'install.bannerTitle')}
      className="install-popup"
      footer={
        way === 'prompt' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              startInstall();
            }}
          >
            {t('install.install')}
          </button>
        ) : undefined
      }
    >
      <p>{t(desktop ? 'install.desktopText' : 'install.bannerText')}</p>
      {way !== 'prompt' && (
        <p className="install-popup__steps" data-install-way={way}>
          {t(installStepsKey[way])}
        </p>
      )}
    </Popup>
  );
}
