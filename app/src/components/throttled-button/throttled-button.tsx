import { site } from '@content/site';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useThrottle } from './use-throttle';
import './throttled-button.css';

export interface ThrottledButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  throttleMs?: number;
}

/** A button that ignores repeat presses within throttleMs (a double tap sends one request). */
export function ThrottledButton({
  onClick,
  throttleMs = site.timing.buttonThrottleMs,
  type = 'button',
  className,
  ...buttonProps
}: ThrottledButtonProps) {
  const throttled = useThrottle(onClick, throttleMs);
  return (
    <button
      {...buttonProps}
      type={type}
      className={className ? `throttled-button ${className}` : 'throttled-button'}
      onClick={throttled}
    />
  );
}
