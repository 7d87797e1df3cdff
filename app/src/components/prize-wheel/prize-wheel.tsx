import { site } from '@content/site';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '@/components/use-media-query';
import { useMessage } from '@/components/use-message';
import { useWheelSpin } from './use-wheel-spin';
import { prizeAmount, segmentAngle, segmentCentre, segmentColours } from './wheel-geometry';
import './prize-wheel.css';

export interface WheelPrize {
  /** In the currency's minor units; shown divided by the rate. */
  reward: number;
}

export interface PrizeWheelProps {
  prizes: readonly WheelPrize[];
  /** Currency rate the rewards are divided by. */
  rate: number;
  currencyIcon: string;
  /** Currency code or name, read after the amount by screen readers. */
  currencyName: string;
  /**
   * The prize to land on. Setting it (while idle) spins the wheel; the widget never picks
   * a prize. Set it back to null in onDone.
   */
  prizeIndex: number | null;
  /** The pointer button was pressed while idle: ask for a prize, then set prizeIndex. */
  onSpinRequest: () => void;
  /** The spin ended; fired doneDelayMs (0.5 s) after the wheel stops. */
  onDone: (index: number) => void;
  /**
   * Spinning is refused (the spin score is below the cost): the idle pointer is disabled and
   * does not pulse; `refusalId` names the element that says why.
   */
  refused?: boolean;
  refusalId?: string;
  size?: number;
  turns?: number;
  /** Length of the turning, in ms (SPEC: duration in seconds, 6). */
  durationMs?: number;
}

/** The prize wheel of SPEC §2 and §4, driven by the prize index it is given. */
export function PrizeWheel({
  prizes,
  rate,
  currencyIcon,
  currencyName,
  prizeIndex,
  onSpinRequest,
  onDone,
  refused = false,
  refusalId,
  size = site.wheel.size,
  turns = site.wheel.turns,
  durationMs = site.wheel.durationMs,
}: PrizeWheelProps) {
  const t = useMessage();
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const turningMs = reducedMotion ? 0 : durationMs;
  const { phase, rotation } = useWheelSpin(
    prizeIndex,
    prizes.length,
    {
      turns,
      durationMs: turningMs,
      startDelayMs: site.wheel.startDelayMs,
      doneDelayMs: site.wheel.doneDelayMs,
    },
    onDone,
  );
  const angle = segmentAngle(prizes.length);
  const colours = segmentColours(prizes.length);
  const stops = colours.map(
    (colour, index) => `var(--color-wheel-segment-${colour}) ${index * angle}deg ${(index + 1) * angle}deg`,
  );
  const discStyle: CSSProperties = {
    background: `conic-gradient(${stops.join(', ')})`,
    transform: `rotate(${rotation}deg)`,
    transitionDuration: `${turningMs}ms`,
  };

  return (
    <div
      className="prize-wheel"
      data-state={phase}
      data-refused={refused || undefined}
      data-rotation={rotation}
      style={{ inlineSize: size, blockSize: size }}
    >
      <ul className="prize-wheel-disc" style={discStyle}>
        {prizes.map((prize, index) => {
          const amount = intl.formatNumber(prizeAmount(prize.reward, rate), {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
          return (
            <li
              key={index}
              className="prize-wheel-segment"
              data-colour={colours[index]}
              aria-label={t('wheel.prizeLabel', { amount: `${amount} ${currencyName}` })}
              style={{ transform: `rotate(${segmentCentre(index, prizes.length)}deg)` }}
            >
              <span className="prize-wheel-label" aria-hidden="true">
                <img className="prize-wheel-icon" src={currencyIcon} alt="" width={18} height={18} />
                <span className="prize-wheel-amount">{amount}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="prize-wheel-pointer"
        aria-disabled={phase !== 'idle' || refused || undefined}
        aria-describedby={refused && phase === 'idle' ? refusalId : undefined}
        onClick={() => {
          if (phase === 'idle' && !refused) onSpinRequest();
        }}
      >
        {phase === 'idle' ? t('wheel.spin') : t('wheel.spinning')}
      </button>
    </div>
  );
}
