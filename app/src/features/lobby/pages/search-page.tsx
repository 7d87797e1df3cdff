// searchFor (issue 9): results as the player types, over game names, vendor
// names and the category labels of the language shown; the count is
// announced to screen readers after each keystroke.
import { games } from '@content/games';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useContentLabel, useMessage } from '@/components/use-message';
import { categoryLabelKey, vendorName } from '@/features/lobby/catalogue';
import { VirtualGameGrid } from '@/features/lobby/components/virtual-game-grid';
import { searchGames, searchIndex } from '@/features/lobby/search/search-games';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export default function SearchPage() {
  const t = useMessage();
  const label = useContentLabel();
  const inputId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const index = useMemo(
    () => searchIndex(games, { vendorName, categoryLabel: (game) => label(categoryLabelKey(game.category)) }),
    [label],
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
          value={query}
          placeholder={t('lobby.searchPlaceholder')}
          autoComplete="off"
          maxLength={140}
          onChange={(event) =>
            setSearchParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
        />
      </form>
      <p className="lobby-search__count" role="status">
        {searched ? t('lobby.searchResults', { count: results.length }) : ''}
      </p>
      {searched && results.length === 0 && <p className="lobby-page__empty">{t('lobby.noResults')}</p>}
      {results.length > 0 && (
        <VirtualGameGrid games={results} label={t('lobby.searchResults', { count: results.length })} />
      )}
    </div>
  );
}
