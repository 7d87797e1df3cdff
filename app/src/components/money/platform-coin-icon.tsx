// The platform's coin beside the balance (SPEC §9): coins on platform 8, a
// yuan sign on 1, 5 and 6, a gold coin elsewhere. Inline, so it costs no
// request on the top bar; decorative, the balance's text says the amount.
import { platformIcon } from '@/lib/money/platform-icon';

const gold = '#f5b301';
const rim = '#b07d00';

function Coin({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return <circle cx={cx} cy={cy} r={r} fill={gold} stroke={rim} strokeWidth="1.5" />;
}

export function PlatformCoinIcon({ platformId }: { platformId: number | null }) {
  const name = platformIcon(platformId);
  return (
    <svg
      className="platform-coin-icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {name === 'coins' ? (
        <>
          <Coin cx={9} cy={14} r={7} />
          <Coin cx={15} cy={10} r={7} />
        </>
      ) : (
        <Coin cx={12} cy={12} r={10} />
      )}
      {name === 'yuan' && (
        <path d="M8 6l4 5 4-5M12 11v7M8.5 12.5h7M8.5 15.5h7" fill="none" stroke={rim} strokeWidth="1.8" />
      )}
      {name === 'gold-coin' && <circle cx="12" cy="12" r="5.5" fill="none" stroke={rim} strokeWidth="1.5" />}
    </svg>
  );
}
