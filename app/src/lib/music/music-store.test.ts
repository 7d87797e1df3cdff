import { musicChoiceKey, readMusicChoice } from './music-choice';
import {
  attachAudio,
  clampTime,
  musicState,
  nextIndex,
  nextTrack,
  previousIndex,
  previousTrack,
  seek,
  selectTrack,
  togglePlaying,
  type MusicEntry,
} from './music-store';

/** Enough of an <audio> element for the store: jsdom plays nothing. */
class FakeAudio extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  /** Whether play() is allowed (a browser refuses autoplay without a tap). */
  allowPlay = true;
  play(): Promise<void> {
    if (!this.allowPlay) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
}

const playlist: MusicEntry[] = [
  { id: 'one', src: 'media/music/one.a.opus', durationMs: 30_000 },
  { id: 'two', src: 'media/music/two.b.mp3', durationMs: 20_000 },
  { id: 'three', src: 'media/music/three.c.opus', durationMs: 40_000 },
];

let detach: (() => void) | null = null;
function attach(audio = new FakeAudio(), list = playlist) {
  detach?.();
  detach = attachAudio(audio as unknown as HTMLAudioElement, list);
  return audio;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  detach?.();
  detach = null;
  window.localStorage.clear();
});

describe('the track order', () => {
  it('goes from the last track to the first, and from the first back to the last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('next and previous wrap around the playlist and keep playing', async () => {
    const audio = attach();
    selectTrack(2, true);
    await settle();
    nextTrack();
    expect(musicState.get().index).toBe(0);
    expect(audio.src).toBe(playlist[0]?.src);
    previousTrack();
    expect(musicState.get().index).toBe(2);
    await settle();
    expect(musicState.get().playing).toBe(true);
  });

  it('a track that ends plays the next one', async () => {
    const audio = attach();
    selectTrack(1, true);
    await settle();
    audio.dispatchEvent(new Event('ended'));
    await settle();
    expect(musicState.get().index).toBe(2);
    expect(musicState.get().playing).toBe(true);
  });
});

describe('seeking', () => {
  it('keeps the time inside the track', () => {
    expect(clampTime(-5, 30)).toBe(0);
    expect(clampTime(12, 30)).toBe(12);
    expect(clampTime(99, 30)).toBe(30);
    expect(clampTime(Number.NaN, 30)).toBe(0);
    expect(clampTime(10, Number.NaN)).toBe(0);
  });

  it('moves the audio element to the clamped time', () => {
    const audio = attach();
    seek(12);
    expect(audio.currentTime).toBe(12);
    seek(1000);
    expect(audio.currentTime).toBe(30);
    expect(musicState.get().currentTime).toBe(30);
    seek(-1);
    expect(audio.currentTime).toBe(0);
  });

  it('takes the file’s own duration once it is known', () => {
    const audio = attach();
    audio.duration = 31.5;
    audio.dispatchEvent(new Event('durationchange'));
    expect(musicState.get().duration).toBe(31.5);
  });
});

describe('the kept choice', () => {
  it('stores the chosen track, its position and whether it plays', async () => {
    const audio = attach();
    selectTrack(1, true);
    await settle();
    audio.currentTime = 7.25;
    audio.dispatchEvent(new Event('timeupdate'));
    togglePlaying();
    expect(readMusicChoice()).toEqual({ index: 1, trackId: 'two', time: 7.3, playing: false });
  });

  it('resumes the chosen track at its position, playing when the browser allows it', async () => {
    window.localStorage.setItem(
      musicChoiceKey,
      JSON.stringify({ index: 1, trackId: 'two', time: 9, playing: true }),
    );
    const audio = attach();
    await settle();
    expect(musicState.get()).toMatchObject({ index: 1, currentTime: 9, playing: true, duration: 20 });
    expect(audio.src).toBe(playlist[1]?.src);
    expect(audio.currentTime).toBe(9);
  });

  it('resumes it paused at its position when the browser refuses to play without a tap', async () => {
    window.localStorage.setItem(
      musicChoiceKey,
      JSON.stringify({ index: 2, trackId: 'three', time: 15, playing: true }),
    );
    const audio = new FakeAudio();
    audio.allowPlay = false;
    attach(audio);
    await settle();
    expect(musicState.get()).toMatchObject({ index: 2, currentTime: 15, playing: false });
    // The player's tap plays it from there.
    audio.allowPlay = true;
    togglePlaying();
    await settle();
    expect(musicState.get().playing).toBe(true);
    expect(audio.currentTime).toBe(15);
  });

  it('finds the chosen track by its id when the playlist changed order', () => {
    window.localStorage.setItem(
      musicChoiceKey,
      JSON.stringify({ index: 0, trackId: 'three', time: 5, playing: false }),
    );
    attach();
    expect(musicState.get()).toMatchObject({ index: 2, currentTime: 5 });
  });

  it('starts the track at its start when the chosen one is gone', () => {
    window.localStorage.setItem(
      musicChoiceKey,
      JSON.stringify({ index: 1, trackId: 'removed', time: 25, playing: false }),
    );
    attach();
    expect(musicState.get()).toMatchObject({ index: 1, currentTime: 0 });
  });

  it('ignores a stored value that is not a choice', () => {
    for (const text of ['not json', '{"index":-1,"trackId":"one","time":0,"playing":false}', '[]']) {
      window.localStorage.setItem(musicChoiceKey, text);
      expect(readMusicChoice()).toBeNull();
      attach();
      expect(musicState.get()).toMatchObject({ index: 0, currentTime: 0, playing: false });
    }
  });
});

describe('an empty playlist', () => {
  it('has nothing to play and does not fail', () => {
    const audio = attach(new FakeAudio(), []);
    nextTrack();
    selectTrack(3, true);
    expect(musicState.get()).toMatchObject({ playlist: [], index: 0, playing: false });
    expect(audio.src).toBe('');
  });
});
