// bonus-cabinet (SPEC §2): what a visitor gets by registering: the rewards of
// the task list (content/tasks), the VIP club, the promotions, and Register.
// The welcome packet's rates are the server's and answered to players only,
// so the page shows what the content says. A signed-in player is sent on to
// the Bonus tab.
import { taskCurrency, tasks } from '@content/tasks';
import { useId } from 'react';
import { Link, Navigate } from 'react-router';
import { MoneyText } from '@/components/money/money-text';
import { useContentLabel, useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { pagePath } from '@/config/paths';
import { openAuthDialogByButton } from '@/lib/auth-dialog';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession } from '@/lib/session-store';
import '@/features/promotions/promotions.css';

export default function BonusCabinetPage() {
  const t = useMessage();
  const label = useContentLabel();
  const tasksId = useId();
  const vipId = useId();
  if (isSignedIn(useSession())) return <Navigate to={pagePath('Bonus')} replace />;
  const currency = currencyDisplay(taskCurrency);
  return (
    <div className="bonus-cabinet">
      <h1 className="promotions__title">{t(pageTitleKeys['bonus-cabinet'])}</h1>
      <p className="bonus-cabinet__lead">{t('promotions.cabinet.lead')}</p>
      <div className="bonus-cabinet__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAuthDialogByButton('register')}
        >
          {t('auth.register.submit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthDialogByButton('signIn')}
        >
          {t('auth.signIn.submit')}
        </button>
      </div>
      {tasks.length > 0 && (
        <section className="bonus-cabinet__section" aria-labelledby={tasksId}>
          <h2 id={tasksId}>{t('promotions.cabinet.tasksTitle')}</h2>
          <ul className="bonus-cabinet__tasks">
            {tasks.map((task) => (
              <li key={task.id} className="bonus-cabinet__task">
                <span className="bonus-cabinet__task-title">{label(task.titleKey)}</span>
                <MoneyText className="bonus-cabinet__reward" minorUnits={task.reward} currency={currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="bonus-cabinet__section" aria-labelledby={vipId}>
        <h2 id={vipId}>{t('promotions.cabinet.vipTitle')}</h2>
        <p>{t('promotions.cabinet.vipText')}</p>
        <Link to={pagePath('VipClubsNew')}>{t('promotions.cabinet.vipLink')}</Link>
      </section>
      <p>
        <Link to={pagePath('Bonus')}>{t('promotions.cabinet.promotionsLink')}</Link>
      </p>
    </div>
  );
}
