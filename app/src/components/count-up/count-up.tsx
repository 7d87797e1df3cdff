import { site } from '@content/site';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '@/components/use-media-query';

export interface CountUpProps {
  to: number;
  from?: number;
  durationMs?: number;
  decimals?: number;
}

/** Eases out: fast first, slow near the end. progress and result run from 0 to 1. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The value shown `elapsedMs` into a count from `from` to `to`; exactly `to` from durationMs on. */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return to;
  return from + (to - from) * easeOutCubic(Math.max(0, elapsedMs) / durationMs);
}

/** A number that counts from `from` to `to` over durationMs (at once with reduced motion). */
export function CountUp({ to, from = 0, durationMs = site.timing.countUpMs, decimals = 0 }: CountUpProps) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(from);

  useEffect(() => {
    if (reducedMotion) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function step() {
      const next = countUpValue(from, to, performance.now() - start, durationMs);
      setValue(next);
      if (next !== to) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [from, to, durationMs, reducedMotion]);

  const shown = reducedMotion ? to : value;
  return (
    <span className="count-up" data-value={shown}>
      {intl.formatNumber(shown, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}
    </span>
  );
}
