import { currencies } from '@content/currencies';
import { useState } from 'react';
import { PrizeWheel } from '@/components/prize-wheel/prize-wheel';
import { GallerySection, GalleryState } from './gallery-section';

const prizes = [500, 1000, 1250, 2000, 5000, 100, 750, 10000].map((reward) => ({ reward }));
const currency = currencies[0];

/** The prize wheel; the gallery plays the server and names the prize to land on. */
export function WheelDemo() {
  const [target, setTarget] = useState(3);
  const [prizeIndex, setPrizeIndex] = useState<number | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  if (!currency) return null;
  return (
    <GallerySection title="Prize wheel">
      <GalleryState label={landed === null ? 'Idle (the pointer pulses)' : `Landed on prize ${landed}`}>
        <label>
          Prize to land on{' '}
          <select value={target} onChange={(event) => setTarget(Number(event.target.value))}>
            {prizes.map((_, index) => (
              <option key={index} value={index}>
                {index}
              </option>
            ))}
          </select>
        </label>
        <div data-testid="prize-wheel-demo" data-landed={landed ?? undefined}>
          <PrizeWheel
            prizes={prizes}
            rate={100}
            currencyIcon={currency.icon.src}
            currencyName={currency.abbr}
            prizeIndex={prizeIndex}
            onSpinRequest={() => {
              setLanded(null);
              setPrizeIndex(target);
            }}
            onDone={(index) => {
              setLanded(index);
              setPrizeIndex(null);
            }}
          />
        </div>
      </GalleryState>
    </GallerySection>
  );
}
