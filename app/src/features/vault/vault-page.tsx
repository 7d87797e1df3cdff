// VaultPro: savings apart from the wallet. The vault's and the wallet's
// balance per currency, a free move in, and a move out that needs the fund
// password (set first if the player has none). Each move is announced, then
// the vault and the session's balance are read again.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FundPasswordSetup } from '@/components/money/fund-password-setup';
import { MoneyText } from '@/components/money/money-text';
import { useCurrencyName } from '@/components/money/use-currency-name';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { pagePath } from '@/config/paths';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession } from '@/lib/session-store';
import { MoveForm } from '@/features/vault/components/move-form';
import { useVault } from '@/features/vault/use-vault';
import { vaultRows, type VaultRow } from '@/features/vault/vault-rows';
import '@/features/vault/vault.css';

export default function VaultPage() {
  const t = useMessage();
  const session = useSession();
  return (
    <div className="vault-page">
      <h1 className="vault-page__title">{t(pageTitleKeys.VaultPro)}</h1>
      <p className="vault-page__intro">{t('vault.intro')}</p>
      {isSignedIn(session) ? (
        <VaultView key={session.token} ownCurrency={session.currency} />
      ) : (
        <SignInPrompt text={t('vault.signInPrompt')} />
      )}
    </div>
  );
}

function VaultView({ ownCurrency }: { readonly ownCurrency: string | null }) {
  const t = useMessage();
  const vault = useVault();
  const moveInTitle = useId();
  const moveOutTitle = useId();
  const [announcement, setAnnouncement] = useState('');
  const [passwordJustSet, setPasswordJustSet] = useState(false);
  const rows = vault.info ? vaultRows(vault.info, ownCurrency) : [];
  const holdsMoney = rows.some((row) => row.vault > 0 || row.wallet > 0);

  const moved = (done: string) => {
    setAnnouncement(done);
    vault.reload();
    refreshBalance().catch(() => undefined);
  };

  return (
    <>
      <p role="status" className="vault-announcement">
        {announcement}
      </p>
      {vault.failed && (
        <div className="vault-message" role="alert">
          <p>{t('vault.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={vault.reload}>
            {t('errors.tryAgain')}
          </button>
        </div>
      )}
      {vault.info && !holdsMoney && (
        <div className="vault-message">
          <p>{t('vault.noBalances')}</p>
          <Link className="button button--primary" to={pagePath('Wallet')}>
            {t('page.wallet')}
          </Link>
        </div>
      )}
      {vault.info && holdsMoney && (
        <>
          <VaultBalances rows={rows} />
          <div className="vault-moves">
            <section className="vault-move" aria-labelledby={moveInTitle}>
              <h2 id={moveInTitle}>{t('vault.moveIn.title')}</h2>
              <p className="vault-form__note">{t('vault.moveIn.text')}</p>
              <MoveForm direction="in" rows={rows} onMoved={(_, done) => moved(done)} />
            </section>
            <section className="vault-move" aria-labelledby={moveOutTitle}>
              <h2 id={moveOutTitle}>
                {t(vault.fundPasswordSet === false ? 'vault.setPassword.title' : 'vault.moveOut.title')}
              </h2>
              {vault.fundPasswordSet === false ? (
                <FundPasswordSetup
                  className="vault-form"
                  onSet={() => {
                    setAnnouncement(t('vault.setPassword.done'));
                    setPasswordJustSet(true);
                    vault.fundPasswordWasSet();
                  }}
                >
                  <p className="vault-form__note">{t('vault.setPassword.text')}</p>
                </FundPasswordSetup>
              ) : (
                <>
                  <p className="vault-form__note">{t('vault.moveOut.text')}</p>
                  <MoveForm
                    direction="out"
                    rows={rows}
                    autoFocus={passwordJustSet}
                    onMoved={(_, done) => moved(done)}
                    onFundPasswordRefused={vault.recheckFundPassword}
                  />
                </>
              )}
            </section>
          </div>
        </>
      )}
    </>
  );
}

function VaultBalances({ rows }: { readonly rows: readonly VaultRow[] }) {
  const t = useMessage();
  const currencyName = useCurrencyName();
  return (
    <table className="vault-balances">
      <caption>{t('vault.balances')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vault.columns.currency')}</th>
          <th scope="col" className="vault-balances__money">
            {t('vault.columns.vault')}
          </th>
          <th scope="col" className="vault-balances__money">
            {t('vault.columns.wallet')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.currency}>
            <th scope="row">
              <abbr title={currencyName(row.currency)}>{row.currency}</abbr>
            </th>
            <td className="vault-balances__money">
              <MoneyText minorUnits={row.vault} currency={currencyDisplay(row.currency)} />
            </td>
            <td className="vault-balances__money">
              <MoneyText minorUnits={row.wallet} currency={currencyDisplay(row.currency)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
