// The signed-in player's part of the top bar (SPEC §2, §3, §4): the balance
// with the platform's coin and the currency's mark, converted into the chosen
// currency; on wide screens the refresh icon (turns for 1 s) and the currency
// listbox, on narrow ones the balance opens the currency popup; while a game
// holds the balance, the filling indicator instead, which offers the one-tap
// recovery; the deposit icon with the deposit-bonus badge.
import { site } from '@content/site';
import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RefreshIcon } from '@/components/line-icon/line-icon';
import { Listbox } from '@/components/listbox/listbox';
import { MountWhenAsked } from '@/components/mount-when-asked';
import { CurrencyIcon } from '@/components/money/currency-icon';
import { MoneyText } from '@/components/money/money-text';
import { PlatformCoinIcon } from '@/components/money/platform-coin-icon';
import { useCurrencyName } from '@/components/money/use-currency-name';
import { usePrefersReducedMotion } from '@/components/use-media-query';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { useLocale } from '@/lib/locale';
import { formatAmount } from '@/lib/money/money-format';
import { chooseCurrency } from '@/lib/money/chosen-currency';
import { isSpecialCurrency, useCurrencyList } from '@/lib/money/currency-list';
import { depositBonusPercent, useWelcomePacket } from '@/lib/money/deposit-bonus';
import { useShownBalance } from '@/lib/money/shown-balance';
import type { Session } from '@/lib/session-store';
import { trackDeposit } from '@/lib/tracking';
import { WalletIcon } from './icons';

// Opened by few players on few visits: their own chunks.
const CurrencyPopup = lazy(() => import('./currency-popup'));
const RecoverPopup = lazy(() => import('./recover-popup'));

type OpenPopup = 'currency' | 'recover' | null;

export function WalletArea({ session, wide }: { session: Session; wide: boolean }) {
  const t = useMessage();
  const navigate = useNavigate();
  const [popup, setPopup] = useState<OpenPopup>(null);
  const open = (which: Exclude<OpenPopup, null>) => setPopup(which);
  const bonus = depositBonusPercent(useWelcomePacket());
  return (
    <div className="top-bar__wallet">
      {session.gameInProgress ? (
        <GameInProgress onRecover={() => open('recover')} />
      ) : (
        <Balance session={session} wide={wide} onChooseCurrency={() => open('currency')} />
      )}
      <button
        type="button"
        className="top-bar__icon-button"
        aria-label={bonus === null ? t('topBar.deposit') : t('topBar.depositWithBonus', { percent: bonus })}
        onClick={() => {
          trackDeposit();
          navigate(pagePath('Wallet'));
        }}
      >
        <WalletIcon />
        {bonus !== null && (
          // "+50%" reads left to right in every language (no "%50+" in Arabic).
          <span className="badge top-bar__bonus-badge" aria-hidden="true" dir="ltr">
            {t('topBar.depositBonus', { percent: bonus })}
          </span>
        )}
      </button>
      <MountWhenAsked asked={popup === 'currency'}>
        <CurrencyPopup open={popup === 'currency'} onClose={() => setPopup(null)} />
      </MountWhenAsked>
      <MountWhenAsked asked={popup === 'recover'}>
        <RecoverPopup open={popup === 'recover'} onClose={() => setPopup(null)} />
      </MountWhenAsked>
    </div>
  );
}

/** SPEC §4: the game holds the balance; the filling bar says so, and a tap offers to bring it back. */
function GameInProgress({ onRecover }: { onRecover: () => void }) {
  const t = useMessage();
  return (
    <button type="button" className="top-bar__game" onClick={onRecover}>
      <span className="top-bar__game-label">{t('topBar.gameInProgress')}</span>
      <span className="top-bar__filling" aria-hidden="true" />
    </button>
  );
}

function Balance({
  session,
  wide,
  onChooseCurrency,
}: {
  session: Session;
  wide: boolean;
  onChooseCurrency: () => void;
}) {
  const t = useMessage();
  const { locale } = useLocale();
  const shown = useShownBalance();
  const figure = (
    <span className="top-bar__balance" aria-busy={shown === null}>
      <PlatformCoinIcon platformId={session.user?.platformId ?? null} />
      {shown ? (
        <MoneyText minorUnits={shown.minorUnits} currency={shown.currency} />
      ) : (
        <span className="top-bar__balance-placeholder" aria-hidden="true" />
      )}
    </span>
  );
  if (!wide) {
    return (
      <button
        type="button"
        className="top-bar__balance-button"
        aria-label={
          shown
            ? `${t('topBar.balance')}: ${formatAmount(shown.minorUnits, locale)} ${shown.currency.abbr}. ${t('topBar.currencyMenu')}`
            : t('topBar.balance')
        }
        aria-haspopup="dialog"
        onClick={onChooseCurrency}
      >
        {figure}
      </button>
    );
  }
  return (
    <>
      <span className="visually-hidden">{t('topBar.balance')}: </span>
      {figure}
      <RefreshButton />
      <CurrencyListbox />
    </>
  );
}

/** Turns for the animation's length (SPEC §9: 1 s) while /refresh-balance runs. */
function RefreshButton() {
  const t = useMessage();
  const reducedMotion = usePrefersReducedMotion();
  const [turning, setTurning] = useState(false);
  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setTurning(false), site.timing.balanceRefreshAnimationMs);
    return () => clearTimeout(timer);
  }, [turning]);
  return (
    <button
      type="button"
      className="top-bar__icon-button top-bar__refresh"
      data-turning={turning && !reducedMotion ? 'true' : undefined}
      aria-label={t('topBar.refreshBalance')}
      onClick={() => {
        setTurning(true);
        void refreshBalance().catch(() => undefined);
      }}
    >
      <RefreshIcon />
    </button>
  );
}

function CurrencyListbox() {
  const t = useMessage();
  const currencyName = useCurrencyName();
  const list = useCurrencyList();
  const shown = useShownBalance();
  if (!list || !shown) return null;
  const options = list.currencies
    .filter((currency) => !isSpecialCurrency(currency))
    .map((currency) => ({
      value: currency.abbr,
      text: `${currency.abbr} ${currencyName(currency.abbr)}`,
      content: (
        <>
          <CurrencyIcon src={currency.currency_icon} />
          <span className="top-bar__currency-code">{currency.abbr}</span>
          <span className="top-bar__currency-name">{currencyName(currency.abbr)}</span>
        </>
      ),
    }));
  return (
    <Listbox
      label={t('topBar.currencyMenu')}
      options={options}
      value={shown.currency.abbr}
      onChange={chooseCurrency}
      buttonContent={shown.currency.abbr}
    />
  );
}
