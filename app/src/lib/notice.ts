// A short message for the player that outlives the page that asked for it
// (a success said on the way home): the app's call feedback shows it as a
// toast, in the player's language.
import type { PlayerMessage } from './api/call-error';
import { createStore } from './create-store';

const notice = createStore<PlayerMessage | null>(null);

export const useNotice = notice.use;

export function showNotice(message: PlayerMessage): void {
  notice.set(message);
}

export function dismissNotice(): void {
  notice.set(null);
}
