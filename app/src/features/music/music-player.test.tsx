import { act, fireEvent, screen, within } from '@testing-library/react';
import { tracks } from '@content/music';
import { closeMusicPopup, musicChoiceKey, openMusicPopup, readMusicChoice } from '@/lib/music/music-choice';
import { musicState } from '@/lib/music/music-store';
import { renderApp } from '@/testing/render-app';
import { formatTime } from './music-popup';
import { MusicPlayer } from './music-player';

// jsdom plays nothing: play() and pause() fire their events, as a browser's would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  closeMusicPopup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function renderPlayer(locale: 'en' | 'ar' = 'en') {
  openMusicPopup();
  const result = renderApp(<MusicPlayer />, { session: { token: 't' }, locale });
  const audio = result.container.ownerDocument.querySelector('audio');
  if (!audio) throw new Error('no <audio> element');
  return { ...result, audio, dialog: screen.getByRole('dialog') };
}

// The first render of a popup with the app's providers is slow on a loaded machine.
describe('the music popup', { timeout: 20_000 }, () => {
  it('shows the playlist with the chosen track marked, and a chosen track plays and is kept', async () => {
    const { dialog, user, audio } = renderPlayer();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(tracks.length);
    const first = within(dialog).getByRole('button', { name: /Morning Tide/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveTextContent('Now playing');
    await user.click(within(dialog).getByRole('button', { name: /Golden Hour/ }));
    expect(within(dialog).getByRole('button', { name: /Golden Hour/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(first).not.toHaveAttribute('aria-current');
    expect(audio.getAttribute('src')).toBe(tracks[1]?.src);
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(readMusicChoice()).toMatchObject({ index: 1, trackId: 'golden-hour', playing: true });
  });

  it('plays and pauses, and goes to the next and previous tracks, wrapping', async () => {
    const { dialog, user } = renderPlayer();
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(musicState.get().playing).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Previous track' }));
    expect(musicState.get().index).toBe(tracks.length - 1);
    await user.click(within(dialog).getByRole('button', { name: 'Next track' }));
    expect(musicState.get().index).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(musicState.get().playing).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('seeks with the slider, which says where it is and how long the track lasts', () => {
    const { dialog, audio } = renderPlayer();
    const slider = within(dialog).getByRole('slider', { name: 'Track position' });
    expect(slider).toHaveAttribute('max', String(Math.floor((tracks[0]?.durationMs ?? 0) / 1000)));
    fireEvent.change(slider, { target: { value: '12' } });
    expect(audio.currentTime).toBe(12);
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      `0:12 of ${formatTime((tracks[0]?.durationMs ?? 0) / 1000)}`,
    );
    expect(within(dialog).getByTestId('music-current-time')).toHaveTextContent('0:12');
  });

  it('resumes the track chosen on an earlier visit, at its place', () => {
    window.localStorage.setItem(
      musicChoiceKey,
      JSON.stringify({ index: 2, trackId: tracks[2]?.id, time: 7, playing: false }),
    );
    const { dialog, audio } = renderPlayer();
    expect(within(dialog).getAllByRole('button', { current: true })).toHaveLength(1);
    expect(within(dialog).getAllByRole('listitem')[2]?.querySelector('button')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(audio.getAttribute('src')).toBe(tracks[2]?.src);
    expect(within(dialog).getByTestId('music-current-time')).toHaveTextContent('0:07');
  });

  it('says when the browser cannot play the file', () => {
    const { dialog, audio } = renderPlayer();
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This track cannot be played in this browser.',
    );
  });

  it('speaks Arabic, with each track’s Arabic title', () => {
    const { dialog } = renderPlayer('ar');
    expect(screen.getByRole('dialog', { name: 'الموسيقى' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /مدّ الصباح/ })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: 'تشغيل' })).toBeInTheDocument();
  });
});

describe('formatTime', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});
