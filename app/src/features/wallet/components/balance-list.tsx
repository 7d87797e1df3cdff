// The player's balances, one per currency they hold (the default currency
// always), each beside its currency's icon; hidden while a game holds the
// balance (SPEC §4).
import { CurrencyIcon } from '@/components/money/currency-icon';
import { MoneyText } from '@/components/money/money-text';
import { useMessage } from '@/components/use-message';
import type { CurrencyList } from '@/lib/money/currency-list';
import { useSession } from '@/lib/session-store';
import { balanceRows } from '@/features/wallet/wallet-balances';

export function BalanceList({ list }: { list: CurrencyList | null }) {
  const t = useMessage();
  const session = useSession();
  const rows = balanceRows(session, list);
  return (
    <section className="wallet-card wallet-balances" aria-labelledby="wallet-balances-title">
      <h2 id="wallet-balances-title" className="wallet-card__title">
        {t('wallet.balances')}
      </h2>
      {session.gameInProgress ? (
        <p className="wallet-balances__note">{t('topBar.gameInProgress')}</p>
      ) : rows === null ? (
        <div className="wallet-balances__list" aria-hidden="true">
          <span className="wallet-skeleton wallet-balance--skeleton" />
        </div>
      ) : (
        <ul className="wallet-balances__list">
          {rows.map((row) => (
            <li key={row.abbr} className="wallet-balance" data-special={row.special || undefined}>
              {row.icon ? (
                <CurrencyIcon src={row.icon} size={24} />
              ) : (
                <span className="wallet-balance__no-icon" />
              )}
              <span className="wallet-balance__code" aria-hidden="true">
                {row.abbr}
              </span>
              <MoneyText className="wallet-balance__amount" minorUnits={row.amount} currency={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
