// A list of game ids kept on the device (localStorage), newest first and
// capped. For a signed-in player it mirrors the sandbox's list (see
// player-game-lists.ts), so a reload shows the last known list at once.
// Readers re-render through the store when it changes.
import { createStore } from '@/lib/create-store';
import { readPreference, writePreference } from '@/lib/stored-preference';

export interface DeviceGameList {
  readonly ids: () => readonly string[];
  readonly use: () => readonly string[];
  readonly has: (gameId: string) => boolean;
  /** Puts the game first (moving it if present), dropping the oldest past the cap. */
  readonly add: (gameId: string) => void;
  readonly remove: (gameId: string) => void;
  /** Takes a whole list (the sandbox's answer), newest first. */
  readonly replace: (ids: readonly string[]) => void;
  /** Reads the device again (another tab changed it, or a test seeded it). */
  readonly reload: () => void;
}

function readIds(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readPreference(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function createDeviceGameList(key: string, limit: number): DeviceGameList {
  const store = createStore<readonly string[]>(readIds(key).slice(0, limit));
  const save = (ids: readonly string[]) => {
    store.set(ids);
    writePreference(key, JSON.stringify(ids));
  };
  return {
    ids: store.get,
    use: store.use,
    has: (gameId) => store.get().includes(gameId),
    add: (gameId) => save([gameId, ...store.get().filter((id) => id !== gameId)].slice(0, limit)),
    remove: (gameId) => save(store.get().filter((id) => id !== gameId)),
    replace: (ids) => save(ids.slice(0, limit)),
    reload: () => store.set(readIds(key).slice(0, limit)),
  };
}
