// The sandbox slot's reel symbols (tools/sandbox/calls/game_calls.cc): a
// round's result names three, joined by hyphens ("bell-seven-bell").
import type { PlainMessageKey } from '@/lib/message-keys';

export const knownSymbols = ['cherry', 'lemon', 'bell', 'seven'] as const;
export type KnownSymbol = (typeof knownSymbols)[number];

export const symbolNames: Readonly<Record<KnownSymbol, PlainMessageKey>> = {
  cherry: 'gamingHistory.symbols.cherry',
  lemon: 'gamingHistory.symbols.lemon',
  bell: 'gamingHistory.symbols.bell',
  seven: 'gamingHistory.symbols.seven',
};

/** A reel: one of the known symbols, or the server's word for one this table lacks. */
export type Reel = { readonly symbol: KnownSymbol } | { readonly word: string };

export function reelsOf(result: string): Reel[] {
  return result
    .split('-')
    .filter((word) => word !== '')
    .map((word) => {
      const symbol = knownSymbols.find((known) => known === word);
      return symbol ? { symbol } : { word };
    });
}
