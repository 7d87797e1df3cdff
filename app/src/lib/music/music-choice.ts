// What home's start needs of the music player, and no more: whether its
// popup is asked for (side menu code 3) and whether the player chose a track
// on an earlier visit. The shell mounts the player's own chunk (the <audio>
// element, the store of music-store.ts, the popup) once either is true, so a
// visit that never plays music loads none of it.
import { createStore } from '@/lib/create-store';
import { readPreference, removePreference, writePreference } from '@/lib/stored-preference';

/** localStorage key of the player's choice. */
export const musicChoiceKey = 'lobbykit.music';

/** What is kept across visits: the chosen track, where it was, whether it played. */
export interface MusicChoice {
  /** Index in the playlist when chosen. */
  readonly index: number;
  /** The track's id: a playlist that changed since still finds it, or starts over. */
  readonly trackId: string;
  /** Seconds into the track. */
  readonly time: number;
  readonly playing: boolean;
}

function isChoice(value: unknown): value is MusicChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Record<string, unknown>;
  return (
    typeof choice.index === 'number' &&
    Number.isInteger(choice.index) &&
    choice.index >= 0 &&
    typeof choice.trackId === 'string' &&
    typeof choice.time === 'number' &&
    Number.isFinite(choice.time) &&
    choice.time >= 0 &&
    typeof choice.playing === 'boolean'
  );
}

/** The stored choice, or null if there is none or it is not one (edited, from an older app). */
export function readMusicChoice(): MusicChoice | null {
  const text = readPreference(musicChoiceKey);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeMusicChoice(choice: MusicChoice): void {
  writePreference(musicChoiceKey, JSON.stringify(choice));
}

export function forgetMusicChoice(): void {
  removePreference(musicChoiceKey);
}

/** Whether the music popup is open. */
export const musicPopupOpen = createStore(false);

export function openMusicPopup(): void {
  musicPopupOpen.set(true);
}

export function closeMusicPopup(): void {
  musicPopupOpen.set(false);
}
