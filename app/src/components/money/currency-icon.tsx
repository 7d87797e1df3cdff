// A currency's own icon (SPEC §3: the special types 999, 444 and 555 have
// theirs), from the path /recharge/channel gives; decorative beside its name.
export function CurrencyIcon({ src, size = 20 }: { src: string; size?: number }) {
  return (
    <img
      className="currency-icon"
      src={new URL(src, document.baseURI).href}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      decoding="async"
    />
  );
}
