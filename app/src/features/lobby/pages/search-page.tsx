// searchFor (issue 9): results as the player types, over game names, vendor
// names and the category labels of the language shown; the count is
// announced to screen readers after each keystroke. The field is focused on
// arrival and owns what is typed: the address (?q=) follows it.
import { games } from '@content/games';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useContentLabel, useMessage } from '@/components/use-message';
import { classifyPath } from '@/config/paths';
import { storeChosenCategory } from '@/lib/chosen-category';
import { browsableCategories, vendorName } from '@/features/lobby/catalogue';
import { useCategoryLabel } from '@/features/lobby/use-category-label';
import { VirtualGameGrid } from '@/features/lobby/components/virtual-game-grid';
import { searchGames, searchIndex } from '@/features/lobby/search/search-games';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export default function SearchPage() {
  const t = useMessage();
  const label = useContentLabel();
  const categoryLabel = useCategoryLabel();
  const inputId = useId();
  const suggestionsId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressQuery = searchParams.get('q') ?? '';
  // Typed into the field's own state: a field driven by the address lost fast
  // keystrokes (the router applies a navigation in a transition, so the next key
  // landed on the value before the last). Back, Forward or a link still set it.
  const [typed, setTyped] = useState(addressQuery);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setTyped(addressQuery);
  }
  // The results follow a beat behind a burst of typing; the field never does.
  const query = useDeferredValue(typed);
  const index = useMemo(
    () => searchIndex(games, { vendorName, categoryLabel: (game) => categoryLabel(game.category) }),
    [categoryLabel],
  );
  const results = useMemo(() => searchGames(index, query), [index, query]);
  const searched = query.trim() !== '';

  return (
    <div className="lobby-page">
      <LobbyPageHeading page="searchFor" />
      <form className="lobby-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('common.search')}
        </label>
        <input
          id={inputId}
          className="lobby-search__input"
          type="search"
          value={typed}
          placeholder={t('lobby.searchPlaceholder')}
          autoComplete="off"
          maxLength={140}
          // A player opening search means to type.
          autoFocus
          onChange={(event) => {
            const value = event.target.value;
            setTyped(value);
            setSearchParams(value ? { q: value } : {}, { replace: true });
          }}
        />
      </form>
      <p className="lobby-search__count" role="status">
        {searched ? t('lobby.searchResults', { count: results.length }) : ''}
      </p>
      {searched && results.length === 0 && (
        // Nothing found: say so, and offer the categories to browse instead.
        <div className="lobby-search__none">
          <p className="lobby-page__empty">{t('lobby.noResults')}</p>
          <nav className="lobby-tabs lobby-tabs--wrap" aria-labelledby={suggestionsId}>
            <h2 id={suggestionsId} className="lobby-search__suggestions">
              {t('lobby.browseCategories')}
            </h2>
            {browsableCategories.map((category) => (
              <Link
                key={category.id}
                className="lobby-tabs__tab"
                to={classifyPath(1, 0, category.id)}
                onClick={() => storeChosenCategory(category.id)}
              >
                {label(category.labelKey)}
              </Link>
            ))}
          </nav>
        </div>
      )}
      {results.length > 0 && (
        <VirtualGameGrid games={results} label={t('lobby.searchResults', { count: results.length })} />
      )}
    </div>
  );
}
