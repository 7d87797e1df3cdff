// The music popup: the chosen track's title and artist, play/pause,
// previous/next, a seek slider (a native range input: arrows move a second,
// Page Up/Down a tenth, Home/End the ends) with the current time and the
// duration, and the playlist with the chosen track marked, each selectable.
import { tracks, type MusicTrack } from '@content/music';
import { Popup } from '@/components/popup/popup';
import { LineIcon } from '@/components/line-icon/line-icon';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import {
  musicState,
  nextTrack,
  previousTrack,
  seek,
  selectTrack,
  togglePlaying,
} from '@/lib/music/music-store';
import './music.css';

/** Seconds as m:ss (h:mm:ss from an hour). */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const s = String(whole % 60).padStart(2, '0');
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

const PlayIcon = () => (
  <LineIcon>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </LineIcon>
);
const PauseIcon = () => (
  <LineIcon>
    <path d="M8 5v14M16 5v14" strokeWidth="3" />
  </LineIcon>
);
// Media controls and the position slider stay left to right in every language (as on every
// music app, and Material's bidirectionality guidance): they picture the tape's direction.
const PreviousIcon = () => (
  <LineIcon>
    <path d="M6 5v14M18 5 9 12l9 7z" fill="currentColor" />
  </LineIcon>
);
const NextIcon = () => (
  <LineIcon>
    <path d="M18 5v14M6 5l9 7-9 7z" fill="currentColor" />
  </LineIcon>
);

export interface MusicPopupProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function MusicPopup({ open, onClose }: MusicPopupProps) {
  const t = useMessage();
  const { locale } = useLocale();
  const state = musicState.use();
  const title = (track: MusicTrack) => track.title[locale] ?? track.title.en;
  const current = tracks[state.index];
  const duration = Math.max(0, state.duration);
  const time = Math.min(state.currentTime, duration);

  return (
    <Popup open={open} onClose={onClose} title={t('music.title')} className="music-popup">
      {!current ? (
        <p className="music-popup__note">{t('music.empty')}</p>
      ) : (
        <>
          <div className="music-now">
            <p className="music-now__title">{title(current)}</p>
            <p className="music-now__artist">{current.artist}</p>
            <p className="visually-hidden">
              {t('music.trackOf', { index: state.index + 1, count: tracks.length })}
            </p>
          </div>
          <div className="music-seek" dir="ltr">
            <input
              type="range"
              className="music-seek__slider"
              min={0}
              max={Math.max(1, Math.floor(duration))}
              step={1}
              value={Math.floor(time)}
              aria-label={t('music.seek')}
              aria-valuetext={t('music.position', {
                current: formatTime(time),
                duration: formatTime(duration),
              })}
              onChange={(event) => seek(Number(event.target.value))}
            />
            <div className="music-seek__times" aria-hidden="true">
              <span data-testid="music-current-time">{formatTime(time)}</span>
              <span data-testid="music-duration">{formatTime(duration)}</span>
            </div>
          </div>
          {state.failed && (
            <p className="music-popup__note" role="alert">
              {t('music.cannotPlay')}
            </p>
          )}
          <div className="music-controls" dir="ltr">
            <button
              type="button"
              className="music-controls__button"
              aria-label={t('music.previous')}
              onClick={previousTrack}
            >
              <PreviousIcon />
            </button>
            <button
              type="button"
              className="music-controls__button music-controls__button--main"
              aria-label={state.playing ? t('music.pause') : t('music.play')}
              data-playing={state.playing ? 'true' : 'false'}
              onClick={togglePlaying}
            >
              {state.playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className="music-controls__button"
              aria-label={t('music.next')}
              onClick={nextTrack}
            >
              <NextIcon />
            </button>
          </div>
          <h3 className="music-playlist__heading">{t('music.playlist')}</h3>
          <ol className="music-playlist">
            {tracks.map((track, index) => {
              const chosen = index === state.index;
              return (
                <li key={track.id}>
                  <button
                    type="button"
                    className="music-playlist__track"
                    aria-current={chosen ? 'true' : undefined}
                    onClick={() => selectTrack(index, true)}
                  >
                    <span className="music-playlist__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="music-playlist__text">
                      <span className="music-playlist__title">{title(track)}</span>
                      <span className="music-playlist__artist">{track.artist}</span>
                    </span>
                    {chosen && <span className="music-playlist__now">{t('music.nowPlaying')}</span>}
                    <span className="music-playlist__duration">{formatTime(track.durationMs / 1000)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Popup>
  );
}
