import { useEffect, useRef, useState } from 'react';
import { useMessage } from '@/components/use-message';
import { durationParts } from './duration-parts';
import { useSecondsLeft } from './use-seconds-left';
import './countdown.css';

export interface CountdownProps {
  /** Seconds left when the countdown appears; give the countdown a new key to restart it. */
  seconds: number;
  /** Long units ("1 day") or compact ones ("1d"). */
  format?: 'long' | 'short';
  onEnd?: () => void;
}

/** Days, hours, minutes and seconds left, ticking every second; "Ended" at zero. */
export function Countdown({ seconds, format = 'long', onEnd }: CountdownProps) {
  const t = useMessage();
  const [endTime] = useState(() => Date.now() + seconds * 1000);
  const left = useSecondsLeft(endTime);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (left === 0) onEndRef.current?.();
  }, [left]);

  if (left === 0) return <span className="countdown">{t('widgets.countdown.ended')}</span>;
  const { days, hours, minutes, seconds: secs } = durationParts(left);
  const units =
    format === 'long'
      ? [
          t('widgets.countdown.days', { count: days }),
          t('widgets.countdown.hours', { count: hours }),
          t('widgets.countdown.minutes', { count: minutes }),
          t('widgets.countdown.seconds', { count: secs }),
        ]
      : [
          t('widgets.countdown.daysShort', { count: days }),
          t('widgets.countdown.hoursShort', { count: hours }),
          t('widgets.countdown.minutesShort', { count: minutes }),
          t('widgets.countdown.secondsShort', { count: secs }),
        ];
  return (
    <span className="countdown" role="timer">
      {units.map((unit, index) => (
        <span key={index} className="countdown-unit">
          {unit}
        </span>
      ))}
    </span>
  );
}
