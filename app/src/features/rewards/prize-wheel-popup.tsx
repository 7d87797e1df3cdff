// The spin-wheel popup (SPEC §2 popups and prize wheel, §3 spin wheel config
// and spin score): the enabled wheels of /spinwheel/cfg (a choice when there
// are several, the cheapest first), the player's spin score, and the wheel.
// Its pointer asks /spinwheel/spin, the server draws the prize, and the wheel
// turns to the prizeIndex it answers; the balance and the rewards are loaded
// again once it lands (or at once if the popup is closed while it turns). A
// score below the wheel's cost refuses the spin with the reason beside it; a
// press while a spin is asked for or turning does nothing.
import { currencies } from '@content/currencies';
import { useId, useRef, useState } from 'react';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useFormatMoney } from '@/components/money/money-text';
import { Popup } from '@/components/popup/popup';
import { PrizeWheel } from '@/components/prize-wheel/prize-wheel';
import { useMessage } from '@/components/use-message';
import { currencyDisplay } from '@/lib/money/currency-display';
import { refreshAfterClaim, spinWheel } from '@/lib/rewards/reward-claims';
import type { Wheel, WheelConfig } from '@/lib/rewards/rewards-store';
import type { RewardPopupProps } from './reward-popups';
import { useRewardsOnOpen } from './use-rewards-on-open';
import './rewards.css';

type SpinResult = Awaited<ReturnType<typeof spinWheel>>;

/** The wheels a player may spin, cheapest first; none while the wheel is off. */
export function enabledWheels(config: WheelConfig | null): Wheel[] {
  if (!config || config.status !== 1) return [];
  return config.items.filter((wheel) => wheel.status === 1).sort((a, b) => a.cost - b.cost);
}

export default function PrizeWheelPopup({ open, onClose }: RewardPopupProps) {
  const t = useMessage();
  const formatMoney = useFormatMoney();
  const refusalId = useId();
  const { wheel: config, spinScore } = useRewardsOnOpen(open);
  const wheels = enabledWheels(config);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = wheels.find((wheel) => wheel.wheelId === chosenId) ?? wheels[0];
  const [prizeIndex, setPrizeIndex] = useState<number | null>(null);
  const [won, setWon] = useState<SpinResult | null>(null);
  // The spin asked for and not yet landed: set before the call, so a second press does nothing.
  const pending = useRef<'asking' | SpinResult | null>(null);
  const [turning, setTurning] = useState(false);

  const requestSpin = () => {
    if (!chosen || pending.current) return;
    pending.current = 'asking';
    setTurning(true);
    setWon(null);
    spinWheel(chosen.wheelId).then(
      (result) => {
        pending.current = result;
        setPrizeIndex(result.prizeIndex);
      },
      () => {
        // Refused (402 below the cost) or failed: the client's error toast says so.
        pending.current = null;
        setTurning(false);
      },
    );
  };

  const landed = () => {
    const result = pending.current;
    pending.current = null;
    setTurning(false);
    setPrizeIndex(null);
    if (result && result !== 'asking') setWon(result);
    void refreshAfterClaim();
  };

  const close = () => {
    // A spin still turning is already credited: show its balance now.
    if (pending.current && pending.current !== 'asking') landed();
    setWon(null);
    onClose();
  };

  const refused = chosen !== undefined && !turning && (spinScore ?? 0) < chosen.cost;
  const prizes = chosen ? [...chosen.prizes].sort((a, b) => a.index - b.index) : [];
  const currency = currencies.find((known) => known.abbr === prizes[0]?.currency) ?? currencies[0];

  return (
    <Popup open={open} onClose={close} title={t('wheel.title')} className="reward-popup wheel-popup">
      {config === null || spinScore === null ? (
        <LoadingSpinner />
      ) : !chosen || !currency ? (
        <p className="reward-popup__note">{t('rewards.wheelOff')}</p>
      ) : (
        <div className="wheel-popup__body">
          {wheels.length > 1 && (
            <div className="wheel-popup__choice" role="group" aria-label={t('rewards.chooseWheel')}>
              {wheels.map((wheel) => (
                <button
                  key={wheel.wheelId}
                  type="button"
                  className="wheel-popup__wheel"
                  aria-pressed={wheel.wheelId === chosen.wheelId}
                  disabled={turning}
                  onClick={() => setChosenId(wheel.wheelId)}
                >
                  {t('wheel.cost', { points: wheel.cost })}
                </button>
              ))}
            </div>
          )}
          <p className="wheel-popup__score" data-score={spinScore}>
            {t('wheel.score', { score: spinScore })}
            {wheels.length === 1 && <> · {t('wheel.cost', { points: chosen.cost })}</>}
          </p>
          <div data-testid="reward-wheel" data-wheel={chosen.wheelId}>
            <PrizeWheel
              key={chosen.wheelId}
              prizes={prizes}
              rate={100}
              currencyIcon={currency.icon.src}
              currencyName={currency.abbr}
              prizeIndex={prizeIndex}
              onSpinRequest={requestSpin}
              onDone={landed}
              refused={refused}
              refusalId={refusalId}
            />
          </div>
          <p id={refusalId} className="wheel-popup__refusal" hidden={!refused}>
            {t('wheel.notEnoughPoints')}
          </p>
          <p className="wheel-popup__won" role="status">
            {won && t('wheel.won', { amount: formatMoney(won.reward, currencyDisplay(won.currency)) })}
          </p>
        </div>
      )}
    </Popup>
  );
}
