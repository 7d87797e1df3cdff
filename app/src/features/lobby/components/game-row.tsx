// A titled row of game cards that scrolls sideways, with a "See all" link to
// the full list. Rows hold few cards; full lists use the virtual grid. A row
// below the first screen renders its cards only when scrolled near: home's
// first render then builds a few rows' cards, not over a hundred (its heading
// and link are there at once, and the empty list keeps the cards' height).
// The first row paints the cards of a phone's first screen alone, and adds
// the rest right after: their images then do not share the network with
// home's largest paint. From the desktop width, previous and next buttons
// scroll the row for a mouse (each hidden at its end); the wheel over a row
// still scrolls the page.
import type { Game } from '@content/games';
import {
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEventHandler,
} from 'react';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { afterNextPaint } from '@/lib/after-next-paint';
import { GameCard } from './game-card';
import { firstScreenCardCount, rowCardSizes } from './home-rows';
import { useNearScreen } from './use-near-screen';
import { scrollRow, useRowEdges } from './use-row-edges';

export interface GameRowProps {
  readonly title: string;
  readonly games: readonly Game[];
  readonly seeAllPath?: string;
  readonly onSeeAll?: MouseEventHandler<HTMLAnchorElement>;
  /** The first row: its first screen's images load at once, those of a phone's screen first of all. */
  readonly eager?: boolean;
  /** Below the first screen: the cards wait until the row is near the screen. */
  readonly deferCards?: boolean;
}

/** Cards of a row on a desktop's first screen: loaded at once in the first row. */
const eagerCardCount = 6;
/** The first row's other cards wait for its first screen's paint at most this long (a background tab paints nothing). */
const firstPaintLimitMs = 100;
/** A deferred row's cards are built this far ahead of the screen, before the player reaches them. */
export const nearScreen = '400px';

// Memoised: a row showing its cards must not render the others again.
export const GameRow = memo(function GameRow({
  title,
  games,
  seeAllPath,
  onSeeAll,
  eager = false,
  deferCards = false,
}: GameRowProps) {
  const t = useMessage();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const cardsShown = useNearScreen(listRef, deferCards, nearScreen);
  const [firstScreenOnly, setFirstScreenOnly] = useState(eager);
  useEffect(() => {
    if (!firstScreenOnly) return;
    // An <img> starts loading when React creates it, before it is on the page: wait for the paint.
    return afterNextPaint(() => startTransition(() => setFirstScreenOnly(false)), firstPaintLimitMs);
  }, [firstScreenOnly]);
  const shownGames = cardsShown ? (firstScreenOnly ? games.slice(0, firstScreenCardCount) : games) : [];
  const { edges, measure } = useRowEdges(listRef, shownGames.length);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A button hidden at its end while focused hands the focus to the other one,
  // not to the page. The browser drops the focus of an element it hides with no
  // blur event, so which button holds the focus is noted on focus and blur.
  const focusedButton = useRef<1 | -1 | null>(null);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    const dropped = focused === null || focused === document.body ? focusedButton.current : null;
    if (edges.atEnd && !edges.atStart && (dropped === 1 || focused === nextRef.current)) {
      previousRef.current?.focus();
    }
    if (edges.atStart && !edges.atEnd && (dropped === -1 || focused === previousRef.current)) {
      nextRef.current?.focus();
    }
  }, [edges]);
  const scrollButton = (towards: 1 | -1) => {
    const hidden = towards === 1 ? edges.atEnd : edges.atStart;
    return (
      <button
        ref={towards === 1 ? nextRef : previousRef}
        type="button"
        className="lobby-row__scroll"
        data-hidden={hidden || undefined}
        tabIndex={hidden ? -1 : undefined}
        onClick={() => listRef.current && scrollRow(listRef.current, towards)}
        onFocus={() => (focusedButton.current = towards)}
        onBlur={() => (focusedButton.current = null)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d={towards === 1 ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">
          {t(towards === 1 ? 'lobby.nextGames' : 'lobby.previousGames')}: {title}
        </span>
      </button>
    );
  };
  return (
    <section className="lobby-row" aria-labelledby={headingId}>
      <div className="lobby-row__header">
        <h2 id={headingId} className="lobby-row__title">
          {title}
        </h2>
        <div className="lobby-row__actions">
          {seeAllPath && (
            <Link className="lobby-row__see-all" to={seeAllPath} onClick={onSeeAll}>
              {t('common.seeAll')}
              <span className="visually-hidden">: {title}</span>
            </Link>
          )}
          {scrollButton(-1)}
          {scrollButton(1)}
        </div>
      </div>
      <ul
        ref={listRef}
        className="lobby-row__list"
        data-pending={cardsShown ? undefined : true}
        onScroll={measure}
      >
        {shownGames.map((game, index) => (
          <li key={game.id} className="lobby-row__item">
            <GameCard
              game={game}
              sizes={rowCardSizes}
              eager={eager && index < eagerCardCount}
              highPriority={eager && index < firstScreenCardCount}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
