// The page a later issue fills: its translated title and a coming-soon note,
// never a blank screen.
import { useLocation } from 'react-router';
import { pageTitleKeys } from '@/config/page-titles';
import { pageAtPath } from '@/config/paths';
import { useMessage } from '@/components/use-message';

export default function ComingSoonPage() {
  const t = useMessage();
  const page = pageAtPath(useLocation().pathname) ?? 'index';
  return (
    <section className="status-view" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="status-view__title">
        {t(pageTitleKeys[page])}
      </h1>
      <p className="status-view__lead">{t('page.comingSoon.title')}</p>
      <p>{t('page.comingSoon.text')}</p>
    </section>
  );
}
