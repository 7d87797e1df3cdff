// The game the player has open (SPEC §4): a real game holds the wallet's
// balance in the game wallet until it is transferred out, and while it runs
// the top bar shows the filling indicator instead of the balance. The
// sandbox knows whether a game is in progress, so a reload recovers it.
import type { CallData } from './api/api-types';
import { callApi } from './api-client';
import { createStore } from './create-store';
import { updateSession } from './session-store';

export interface OpenGame {
  readonly gameId: string;
  readonly launchId: string;
  readonly launchUrl: string;
  /** Play money (Try for free): nothing of the wallet is in the game. */
  readonly demo: boolean;
}

const store = createStore<OpenGame | null>(null);
export const useOpenGame = store.use;
export const getOpenGame = store.get;

type GameSessionAnswer = CallData<'/game/session'>;

/** A launched or demo session is now the open game; a real one holds the balance. */
export function openGame(session: GameSessionAnswer): void {
  const { gameId, launchId, launchUrl, demo, inProgress } = session;
  store.set({ gameId, launchId, launchUrl, demo });
  if (!demo) updateSession({ gameInProgress: inProgress });
}

/** The game's balance is back in the wallet: no game holds it any more. */
export function closeGame(): void {
  if (store.get()?.demo === false) store.set(null);
  updateSession({ gameInProgress: false });
}

/** After a reload: asks the sandbox whether a real game is still in progress. */
export async function recoverOpenGame(): Promise<void> {
  const current = await callApi('/game/current');
  if (current.inProgress && current.launchId && current.gameId && current.launchUrl) {
    openGame({
      ...current,
      launchId: current.launchId,
      gameId: current.gameId,
      launchUrl: current.launchUrl,
      demo: false,
    });
  } else {
    closeGame();
  }
}

/** Between tests and on sign-out. */
export function forgetOpenGame(): void {
  store.set(null);
}
