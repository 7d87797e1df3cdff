// The music store of SPEC §3: the playlist (a list of URLs), the chosen
// index, the track's duration and current time, and whether it plays. One
// <audio> element, owned by the shell (features/music/music-player.tsx),
// is attached here: the actions drive it and its events write the store, so
// the music keeps playing from page to page. The choice (track, position,
// playing) is kept in localStorage (music-choice.ts) and resumed on the
// next visit: paused at its position, or playing if it played and the
// browser allows it without a tap.
import { createStore } from '@/lib/create-store';
import { readMusicChoice, writeMusicChoice } from './music-choice';

export interface MusicState {
  /** Each track's URL, in play order. */
  readonly playlist: readonly string[];
  readonly index: number;
  /** Seconds; the content's duration until the file's own is known. */
  readonly duration: number;
  /** Seconds into the track. */
  readonly currentTime: number;
  readonly playing: boolean;
  /** The browser could not play the chosen track's file. */
  readonly failed: boolean;
}

/** A playlist entry: its URL, its id (kept with the choice) and its duration from content. */
export interface MusicEntry {
  readonly id: string;
  readonly src: string;
  readonly durationMs: number;
}

export const musicState = createStore<MusicState>({
  playlist: [],
  index: 0,
  duration: 0,
  currentTime: 0,
  playing: false,
  failed: false,
});

/** How often, at most, the position is written while a track plays. */
export const positionSaveIntervalMs = 5000;

/** The index after `index`: the first after the last. */
export function nextIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index + 1) % length;
}

/** The index before `index`: the last before the first. */
export function previousIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index - 1 + length) % length;
}

/** A seek target kept inside the track: 0 to its duration (0 when the duration is unknown). */
export function clampTime(time: number, duration: number): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return Math.min(time, end);
}

let audio: HTMLAudioElement | null = null;
let entries: readonly MusicEntry[] = [];
let lastSaved = 0;

function update(change: Partial<MusicState>): void {
  musicState.set({ ...musicState.get(), ...change });
}

function save(): void {
  const state = musicState.get();
  const entry = entries[state.index];
  if (!entry) return;
  lastSaved = Date.now();
  // The element's own time: the store's lags by up to one timeupdate (a quarter second).
  const time = audio && audio.src ? audio.currentTime : state.currentTime;
  writeMusicChoice({
    index: state.index,
    trackId: entry.id,
    time: Math.round(time * 10) / 10,
    playing: state.playing,
  });
}

/** Plays, and says false if the browser refused (autoplay without a tap, a file it cannot play). */
async function start(element: HTMLAudioElement): Promise<boolean> {
  try {
    await element.play();
    return true;
  } catch {
    return false;
  }
}

function load(index: number, time: number): void {
  const entry = entries[index];
  if (!audio || !entry) return;
  update({
    index,
    currentTime: time,
    duration: entry.durationMs / 1000,
    failed: false,
  });
  audio.src = entry.src;
  if (time > 0) audio.currentTime = time;
}

/** Chooses the track at `index` (wrapped into the playlist) and plays it if `play`. */
export function selectTrack(index: number, play: boolean): void {
  if (!audio || entries.length === 0) return;
  load(((index % entries.length) + entries.length) % entries.length, 0);
  update({ playing: play });
  save();
  if (play) void start(audio).then((started) => !started && update({ playing: false }));
}

export function play(): void {
  if (!audio) return;
  const element = audio;
  void start(element).then((started) => {
    if (!started) update({ playing: false });
  });
}

export function pause(): void {
  audio?.pause();
}

export function togglePlaying(): void {
  if (musicState.get().playing) pause();
  else play();
}

export function nextTrack(): void {
  const { index, playing } = musicState.get();
  selectTrack(nextIndex(index, entries.length), playing);
}

export function previousTrack(): void {
  const { index, playing } = musicState.get();
  selectTrack(previousIndex(index, entries.length), playing);
}

/** Moves to `time` seconds, kept inside the track. */
export function seek(time: number): void {
  const target = clampTime(time, musicState.get().duration);
  if (audio) audio.currentTime = target;
  update({ currentTime: target });
  save();
}

/**
 * Attaches the shell's <audio> element and the playlist, and resumes the
 * stored choice: the same track (by id, else its index, else the first) at
 * its position, playing if it was and the browser allows. Returns the
 * detach function.
 */
export function attachAudio(element: HTMLAudioElement, playlist: readonly MusicEntry[]): () => void {
  audio = element;
  entries = playlist;
  musicState.set({
    playlist: playlist.map((entry) => entry.src),
    index: 0,
    duration: playlist[0] ? playlist[0].durationMs / 1000 : 0,
    currentTime: 0,
    playing: false,
    failed: false,
  });
  const listeners: [string, () => void][] = [
    [
      'play',
      () => {
        update({ playing: true, failed: false });
        save();
      },
    ],
    [
      'pause',
      () => {
        update({ playing: false });
        save();
      },
    ],
    [
      'timeupdate',
      () => {
        update({ currentTime: element.currentTime });
        if (Date.now() - lastSaved >= positionSaveIntervalMs) save();
      },
    ],
    [
      'durationchange',
      () => {
        if (Number.isFinite(element.duration) && element.duration > 0) update({ duration: element.duration });
      },
    ],
    ['ended', () => selectTrack(nextIndex(musicState.get().index, entries.length), true)],
    ['error', () => update({ playing: false, failed: true })],
  ];
  for (const [name, listener] of listeners) element.addEventListener(name, listener);
  const onPageHide = () => save();
  window.addEventListener('pagehide', onPageHide);

  const choice = readMusicChoice();
  if (playlist.length > 0) {
    const byId = choice ? playlist.findIndex((entry) => entry.id === choice.trackId) : -1;
    const index = byId >= 0 ? byId : choice && choice.index < playlist.length ? choice.index : 0;
    const entry = playlist[index];
    const sameTrack = choice !== null && entry?.id === choice.trackId;
    const time = sameTrack && entry ? clampTime(choice.time, entry.durationMs / 1000) : 0;
    load(index, time);
    if (choice?.playing && sameTrack) play();
  }

  return () => {
    for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    window.removeEventListener('pagehide', onPageHide);
    element.pause();
    if (audio === element) audio = null;
    entries = [];
  };
}
