// The music player the shell owns (SPEC §3, §4 music): one <audio> element
// that lives as long as the shell, so the music keeps playing from page to
// page, and the music popup (side menu code 3). The shell mounts this chunk
// the first time the popup is asked for, or at start when an earlier visit
// chose a track (music-choice.ts); until then home's start carries none of it.
import { tracks } from '@content/music';
import { useEffect, useRef } from 'react';
import { closeMusicPopup, musicPopupOpen } from '@/lib/music/music-choice';
import { attachAudio, pause } from '@/lib/music/music-store';
import { isSignedIn, useSession } from '@/lib/session-store';
import { MusicPopup } from './music-popup';

export function MusicPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const open = musicPopupOpen.use();
  const signedIn = isSignedIn(useSession());

  useEffect(() => {
    if (!audio.current) return;
    return attachAudio(audio.current, tracks);
  }, []);

  // Music is a signed-in player's (SPEC §4): signing out stops it.
  useEffect(() => {
    if (signedIn) return;
    pause();
    closeMusicPopup();
  }, [signedIn]);

  return (
    <>
      {/* No controls of its own: the popup's buttons drive it, and it is never shown. */}
      <audio ref={audio} preload="metadata" data-testid="music-audio" hidden />
      <MusicPopup open={open && signedIn} onClose={closeMusicPopup} />
    </>
  );
}
