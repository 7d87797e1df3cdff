import { useEffect, useRef, useState } from 'react';
import { finalRotation } from './wheel-geometry';

/** idle → turning (the wheel moves) → stopped (waiting for the done event) → idle. */
export type WheelPhase = 'idle' | 'turning' | 'stopped';

export interface WheelTiming {
  turns: number;
  durationMs: number;
  startDelayMs: number;
  doneDelayMs: number;
}

interface Spin {
  index: number;
  phase: Exclude<WheelPhase, 'idle'>;
}

/**
 * Runs a spin each time `prizeIndex` changes to a number while idle; a change while a
 * spin runs is ignored. onDone gets the index doneDelayMs after the wheel stops.
 */
export function useWheelSpin(
  prizeIndex: number | null,
  prizeCount: number,
  timing: WheelTiming,
  onDone: (index: number) => void,
): { phase: WheelPhase; rotation: number } {
  const [seenIndex, setSeenIndex] = useState(prizeIndex);
  const [spin, setSpin] = useState<Spin | null>(null);
  const [rotation, setRotation] = useState(0);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  if (prizeIndex !== seenIndex) {
    setSeenIndex(prizeIndex);
    if (prizeIndex !== null && spin === null) {
      finalRotation(0, prizeIndex, prizeCount, timing.turns); // refuses a bad index now, loudly
      setSpin({ index: prizeIndex, phase: 'turning' });
    }
  }

  const spinIndex = spin?.index ?? null;
  const { turns, durationMs, startDelayMs, doneDelayMs } = timing;
  useEffect(() => {
    if (spinIndex === null) return;
    const start = setTimeout(
      () => setRotation((previous) => finalRotation(previous, spinIndex, prizeCount, turns)),
      startDelayMs,
    );
    const stop = setTimeout(() => setSpin({ index: spinIndex, phase: 'stopped' }), startDelayMs + durationMs);
    const done = setTimeout(
      () => {
        setSpin(null);
        onDoneRef.current(spinIndex);
      },
      startDelayMs + durationMs + doneDelayMs,
    );
    return () => [start, stop, done].forEach(clearTimeout);
  }, [spinIndex, prizeCount, turns, durationMs, startDelayMs, doneDelayMs]);

  return { phase: spin?.phase ?? 'idle', rotation };
}
