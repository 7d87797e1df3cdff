// The phone install banner above the top bar (its 56 px make the nav height
// 115 instead of 59). Install uses the browser's install prompt when it
// offers one (src/lib/install-prompt.ts); otherwise it opens the install
// popup with the steps for this phone (iOS: Share, then Add to Home Screen;
// Android: the browser's menu).
import { useMessage } from '@/components/use-message';
import './install-banner.css';

export function InstallBanner({ onDismiss }: { onDismiss: () => void }) {
  const t = useMessage();
  return (
    <aside className="install-banner" aria-label={t('install.bannerTitle')}>
      <div className="install-banner__text">
        <p className="install-banner__title">{t('install.bannerTitle')}</p>
        <p>{t('install.bannerText')}</p>
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void import('@/lib/install-prompt').then(({ startInstall }) => startInstall())}
      >
        {t('install.install')}
      </button>
      <button type="button" className="button button--ghost" onClick={onDismiss}>
        {t('install.dismiss')}
      </button>
    </aside>
  );
}
