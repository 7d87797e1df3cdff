// True for `durationMs` after `value` rises (SPEC §9's bonus flash, 2 s: the
// bonus box when its count goes up); a fall ends nothing and starts nothing,
// a rise during a flash starts it again.
import { useEffect, useState } from 'react';

export function useFlashOnRise(value: number, durationMs: number): boolean {
  const [seen, setSeen] = useState(value);
  const [rises, setRises] = useState(0);
  const [ended, setEnded] = useState(0);
  if (value !== seen) {
    setSeen(value);
    if (value > seen) setRises(rises + 1);
  }
  useEffect(() => {
    if (rises === ended) return;
    const timer = setTimeout(() => setEnded(rises), durationMs);
    return () => clearTimeout(timer);
  }, [rises, ended, durationMs]);
  return rises !== ended;
}
