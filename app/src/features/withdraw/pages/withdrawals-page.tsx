// Withdrawals (SPEC §2, issue 18 item 3): the withdrawable balance, the bound
// accounts with the bind flow (?bind=1), the Withdraw button (which asks
// /withdraw/bind/query before its popup opens) and the list of requests.
// The Refresh button and, on touch screens, a pull from the top reload the
// list and the balance.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RefreshIcon } from '@/components/line-icon/line-icon';
import { MoneyText } from '@/components/money/money-text';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { balanceAdded } from '@/lib/balance-added';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession } from '@/lib/session-store';
import { queryWithdrawBinding, type WithdrawBinding } from '@/features/withdraw/api/withdraw-binding';
import { BindAccountPopup } from '@/features/withdraw/components/bind-account-popup';
import { BoundAccountList } from '@/features/withdraw/components/bound-account-list';
import { PullToRefreshArea } from '@/features/withdraw/components/pull-to-refresh-area';
import { WithdrawPopup } from '@/features/withdraw/components/withdraw-popup';
import { WithdrawalList } from '@/features/withdraw/components/withdrawal-list';
import { useWithdrawBinding } from '@/features/withdraw/use-withdraw-binding';
import { useWithdrawalHistory } from '@/features/withdraw/use-withdrawal-history';
import { defaultCurrencyOf, withdrawableBalances } from '@/features/withdraw/withdrawal-currency';
import { bindFlowPath, withdrawParams } from '@/features/withdraw/withdraw-paths';
import '@/features/withdraw/withdraw.css';

export default function WithdrawalsPage() {
  const t = useMessage();
  const session = useSession();
  return isSignedIn(session) ? (
    <Withdrawals />
  ) : (
    <SignInPrompt title={t('page.withdrawals')} text={t('errors.unauthorized')} />
  );
}

function Withdrawals() {
  const t = useMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const accounts = useWithdrawBinding();
  const history = useWithdrawalHistory();
  const [refreshing, setRefreshing] = useState(false);
  const [opening, setOpening] = useState(false);
  // The answer the popup opened with; kept while it closes (its animation), renewed on each opening.
  const [popup, setPopup] = useState<{ binding: WithdrawBinding; open: boolean; opening: number } | null>(
    null,
  );
  const closePopup = () => setPopup((shown) => shown && { ...shown, open: false });
  const [notice, setNotice] = useState('');
  const balanceId = useId();
  const accountsId = useId();

  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    setNotice('');
    void Promise.allSettled([history.reload(), refreshBalance()]).then(() => setRefreshing(false));
  };

  // SPEC §7: /withdraw/bind/query before the popup opens; its answer decides what the popup asks.
  const openWithdrawPopup = () =>
    queryWithdrawBinding().then((binding) => {
      accounts.replace(binding);
      setNotice('');
      setPopup((shown) => ({ binding, open: true, opening: (shown?.opening ?? 0) + 1 }));
    });

  const onWithdraw = () => {
    if (opening) return;
    setOpening(true);
    openWithdrawPopup()
      .catch(() => undefined)
      .finally(() => setOpening(false));
  };

  // A rejected withdrawal is refunded with a push 53: the list shows its new state at once.
  const credit = balanceAdded.use();
  const reloadHistory = history.reload;
  const seenCredit = useRef(credit?.serial);
  useEffect(() => {
    if (credit === null || credit.serial === seenCredit.current) return;
    seenCredit.current = credit.serial;
    void reloadHistory();
  }, [credit, reloadHistory]);

  // ?withdraw=1 (the side menu's Withdraw entry) opens the popup as the button does, once.
  const openOnArrival = params.has(withdrawParams.withdraw);
  useEffect(() => {
    if (!openOnArrival) return;
    setParams(
      (current) => {
        current.delete(withdrawParams.withdraw);
        return current;
      },
      { replace: true },
    );
    openWithdrawPopup().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival with the parameter
  }, [openOnArrival]);

  const binding = params.has(withdrawParams.bind);
  const held = withdrawableBalances(session);
  const shownBalances =
    held.length > 0 ? held : [{ currency: defaultCurrencyOf(session), amount: session.balance ?? 0 }];

  return (
    <PullToRefreshArea className="withdraw-page" refreshing={refreshing} onRefresh={refresh}>
      <header className="withdraw-page__header">
        <h1 className="withdraw-page__title">{t('page.withdrawals')}</h1>
        <button
          type="button"
          className="button button--ghost withdraw-page__refresh"
          aria-disabled={refreshing || undefined}
          onClick={refresh}
        >
          <RefreshIcon />
          {t('common.refresh')}
        </button>
      </header>
      <p role="status" className="withdraw-page__notice" data-empty={notice === '' || undefined}>
        {notice}
      </p>

      <section className="withdraw-section withdraw-balance" aria-labelledby={balanceId}>
        <h2 id={balanceId} className="withdraw-section__title">
          {t('withdraw.withdrawable')}
        </h2>
        <ul className="withdraw-balance__list" aria-labelledby={balanceId}>
          {shownBalances.map((balance) => (
            <li key={balance.currency}>
              <MoneyText
                className="withdraw-balance__amount"
                minorUnits={balance.amount}
                currency={currencyDisplay(balance.currency)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--primary withdraw-balance__withdraw"
          aria-disabled={opening || undefined}
          onClick={onWithdraw}
        >
          {t('withdraw.title')}
        </button>
      </section>

      <section className="withdraw-section" aria-labelledby={accountsId}>
        <div className="withdraw-section__header">
          <h2 id={accountsId} className="withdraw-section__title">
            {t('withdraw.accounts')}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => navigate(bindFlowPath())}>
            {t('withdraw.addAccount')}
          </button>
        </div>
        {accounts.binding && (
          <BoundAccountList accounts={accounts.binding.accounts} labelledBy={accountsId} />
        )}
      </section>

      <WithdrawalList history={history} accounts={accounts.binding?.accounts ?? []} />

      {binding && (
        <BindAccountPopup
          region={params.get(withdrawParams.region) ?? undefined}
          onClose={() => navigate(pagePath('Withdrawals'), { replace: true })}
          onBound={(bound) => {
            accounts.replaceAccounts(bound);
            setNotice(t('withdraw.bound'));
            navigate(pagePath('Withdrawals'), { replace: true });
          }}
        />
      )}
      {popup && (
        <WithdrawPopup
          key={popup.opening}
          open={popup.open}
          binding={popup.binding}
          onClose={closePopup}
          onAddAccount={() => {
            closePopup();
            navigate(bindFlowPath());
          }}
          onRequested={() => {
            closePopup();
            setNotice(t('withdraw.success'));
            history.showNewest();
            refreshBalance().catch(() => undefined);
          }}
        />
      )}
    </PullToRefreshArea>
  );
}
