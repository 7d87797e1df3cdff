// Wallet (/pages/Wallet/Wallet), the deposit page (issue 18): the player's
// balances, the deposit form with the welcome packet's offers under it, the
// sandbox's payment page in a dialog, and the player's deposits. A paid
// deposit is announced with the welcome bonus it earned and refreshes the
// balance and the welcome packet (the push 53 toast is the shell's); a
// visitor is asked to sign in.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormatMoney } from '@/components/money/money-text';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { findCurrency, loadCurrencyList, useCurrencyList } from '@/lib/money/currency-list';
import { refreshWelcomePacket } from '@/lib/money/deposit-bonus';
import { isSignedIn, useSession } from '@/lib/session-store';
import type { Payment } from '@/features/wallet/api/create-payment';
import { queryPayment } from '@/features/wallet/api/query-payment';
import { BalanceList } from './components/balance-list';
import { DepositForm } from './components/deposit-form';
import { DepositHistory } from './components/deposit-history';
import { PaymentView, type DecidedState } from './components/payment-view';
import { WelcomeOffers } from './components/welcome-offers';
import './wallet.css';

export default function WalletPage() {
  const session = useSession();
  const t = useMessage();
  return isSignedIn(session) ? (
    <DepositPage />
  ) : (
    <SignInPrompt title={t(pageTitleKeys.Wallet)} text={t('wallet.signInPrompt')} />
  );
}

const ignore = () => undefined;

function DepositPage() {
  const t = useMessage();
  const money = useFormatMoney();
  const list = useCurrencyList();
  const [listFailed, setListFailed] = useState(false);
  const [listRetries, setListRetries] = useState(0);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [historyVersion, setHistoryVersion] = useState(0);
  const depositButton = useRef<HTMLButtonElement>(null);
  const paymentWasOpen = useRef(false);
  /** Counts what changed the status line, so a late answer does not overwrite a newer line. */
  const announcements = useRef(0);

  useEffect(() => {
    void refreshBalance().catch(ignore);
    void refreshWelcomePacket().catch(ignore);
  }, []);

  useEffect(() => {
    let current = true;
    loadCurrencyList().catch(() => current && setListFailed(true));
    return () => {
      current = false;
    };
  }, [listRetries]);

  // Focus goes back to the deposit button when the payment page closes.
  useEffect(() => {
    if (payment) {
      paymentWasOpen.current = true;
    } else if (paymentWasOpen.current) {
      paymentWasOpen.current = false;
      depositButton.current?.focus();
    }
  }, [payment]);

  const open = useCallback((created: Payment) => {
    announcements.current += 1;
    setAnnouncement('');
    setPayment(created);
    setHistoryVersion((version) => version + 1);
  }, []);

  const decided = (state: DecidedState) => {
    if (!payment) return;
    setPayment(null);
    setHistoryVersion((version) => version + 1);
    const line = ++announcements.current;
    if (state === 'cancelled') {
      setAnnouncement(t('wallet.paymentCancelled'));
      return;
    }
    const currency = findCurrency(list, payment.currency) ?? { abbr: payment.currency, mark: '' };
    const amount = money(payment.amount, currency);
    // The paid payment tells the welcome bonus credited with it; without an answer, the deposit alone.
    void queryPayment(payment.paymentId)
      .then(
        ({ bonus }) => bonus,
        () => 0,
      )
      .then((bonus) => {
        if (line !== announcements.current) return;
        setAnnouncement(
          bonus > 0
            ? t('wallet.successWithBonus', { amount, bonus: money(bonus, currency) })
            : t('wallet.success', { amount }),
        );
      });
    void refreshBalance().catch(ignore);
    void refreshWelcomePacket().catch(ignore);
  };

  const closed = () => {
    announcements.current += 1;
    setPayment(null);
    setHistoryVersion((version) => version + 1);
    setAnnouncement(t('wallet.paymentPending'));
  };

  return (
    <div className="wallet-page">
      <h1 className="wallet-page__title">{t(pageTitleKeys.Wallet)}</h1>
      <div className="wallet-page__columns">
        <BalanceList list={list} />
        <div className="wallet-page__deposit">
          {list ? (
            <DepositForm list={list} onCreated={open} submitRef={depositButton} />
          ) : listFailed ? (
            <div className="wallet-card wallet-form__failed">
              <p>{t('wallet.channelFailed')}</p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setListFailed(false);
                  setListRetries((n) => n + 1);
                }}
              >
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <div className="wallet-card wallet-form wallet-form--loading" aria-hidden="true">
              <span className="wallet-skeleton" />
            </div>
          )}
          <p className="wallet-page__status" role="status">
            {announcement}
          </p>
          <WelcomeOffers />
        </div>
      </div>
      <DepositHistory list={list} version={historyVersion} onResume={open} />
      <PaymentView payment={payment} onDecided={decided} onClose={closed} />
    </div>
  );
}
