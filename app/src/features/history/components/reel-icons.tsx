// The three reels of a round, drawn (no emoji font needed) and named for
// screen readers as one picture: "Bell, Seven, Bell".
import type { ReactNode } from 'react';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { reelsOf, symbolNames, type KnownSymbol } from '@/features/history/reel-symbols';

const drawings: Readonly<Record<KnownSymbol, ReactNode>> = {
  cherry: (
    <>
      <path d="M8 12c1-4 3-7 6-9M15 13c0-4-.4-7-1-10" fill="none" stroke="#2e7d32" strokeWidth="1.8" />
      <path d="M14 3c2.5-.6 4.5.4 5.5 2.2-2.4.7-4.4.1-5.5-2.2z" fill="#43a047" />
      <circle cx="8" cy="16" r="4.6" fill="#d7263d" stroke="#7a0f1c" strokeWidth="1" />
      <circle cx="16" cy="17" r="4.6" fill="#e53950" stroke="#7a0f1c" strokeWidth="1" />
    </>
  ),
  lemon: (
    <path
      d="M4 14c0-5 5-9 10-9 2 0 3-1 4-1 0 1 1 2 1 4 0 5-4 10-9 10-2 0-3 1-4 1 0-1-2-2-2-5z"
      fill="#f6d43a"
      stroke="#9a7b00"
      strokeWidth="1.2"
    />
  ),
  bell: (
    <>
      <path
        d="M12 3c-3.6 0-6 2.8-6 6.5v4.3L4 17h16l-2-3.2V9.5C18 5.8 15.6 3 12 3z"
        fill="#f5b301"
        stroke="#8a6100"
        strokeWidth="1.2"
      />
      <circle cx="12" cy="19.2" r="2" fill="#8a6100" />
    </>
  ),
  seven: <path d="M5 4h14v3.2L12.6 21H8.4l6.2-13.6H5z" fill="#e53935" stroke="#7a0f1c" strokeWidth="1" />,
};

export function ReelIcons({ result }: { readonly result: string }) {
  const t = useMessage();
  const { locale } = useLocale();
  const reels = reelsOf(result);
  const names = reels.map((reel) => ('symbol' in reel ? t(symbolNames[reel.symbol]) : reel.word));
  return (
    <span
      className="history-reels"
      role="img"
      aria-label={new Intl.ListFormat(locale, { type: 'unit' }).format(names)}
    >
      {reels.map((reel, index) =>
        'symbol' in reel ? (
          <svg key={index} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {drawings[reel.symbol]}
          </svg>
        ) : (
          <span key={index} aria-hidden="true">
            {reel.word}
          </span>
        ),
      )}
    </span>
  );
}
