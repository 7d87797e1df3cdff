// choose-location (SPEC §2): the bind flow's region. Lists every region of
// /withdraw/bind/query's `regions` by its name in the player's language,
// with a search field; choosing one goes back into the bind flow with it
// (replacing this page in the history, so Back leaves the flow as it would
// have before). ?region= marks the region the flow showed.
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { isSignedIn, useSession } from '@/lib/session-store';
import { queryWithdrawBinding, type BankRegion } from '@/features/withdraw/api/withdraw-binding';
import { searchRegions, useRegionName } from '@/features/withdraw/region-names';
import { bindFlowPath, withdrawParams } from '@/features/withdraw/withdraw-paths';
import '@/features/withdraw/withdraw.css';

export default function ChooseLocationPage() {
  const t = useMessage();
  const session = useSession();
  return isSignedIn(session) ? (
    <RegionChoice />
  ) : (
    <SignInPrompt title={t('location.choose.title')} text={t('errors.unauthorized')} />
  );
}

function RegionChoice() {
  const t = useMessage();
  const regionName = useRegionName();
  const listId = useId();
  const [params] = useSearchParams();
  const current = params.get(withdrawParams.region);
  const [regions, setRegions] = useState<readonly BankRegion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    let live = true;
    queryWithdrawBinding().then(
      (binding) => live && setRegions(binding.regions),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const sorted = regions && [...regions].sort((a, b) => regionName(a).localeCompare(regionName(b)));
  const shown = sorted && searchRegions(sorted, deferredQuery, regionName);
  return (
    <div className="withdraw-page">
      <header className="withdraw-page__header">
        <h1 className="withdraw-page__title">{t('location.choose.title')}</h1>
      </header>
      {!shown ? (
        failed ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry')}
          </button>
        ) : (
          <LoadingSpinner label={t('common.loading')} />
        )
      ) : (
        <>
          <TextInput
            type="search"
            label={t('location.choose.search')}
            value={query}
            onChange={setQuery}
            autoComplete="off"
            aria-controls={listId}
          />
          <ul id={listId} className="region-list" aria-label={t('location.choose.title')}>
            {shown.map((region) => (
              <li key={region.region}>
                <Link
                  replace
                  to={bindFlowPath(region.region)}
                  className="region-option"
                  aria-current={region.region === current || undefined}
                >
                  <span className="region-option__name">{regionName(region)}</span>
                  <span className="region-option__currency">{region.currency}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p role="status" className="withdraw-section__empty">
            {shown.length === 0 ? t('location.choose.noMatch', { query: deferredQuery.trim() }) : ''}
          </p>
        </>
      )}
    </div>
  );
}
