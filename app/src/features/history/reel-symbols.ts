// The sandbox slot's reel symbols (tools/sandbox/calls/game_calls.cc): a
// round's result names three, joined by hyphens ("bell-seven-bell").
import type { PlainMessageKey } from '@/lib/message-keys';

export interface ReelSymbol {
  /** Seen: the symbol's picture, or the server's word for a symbol this table lacks. */
  readonly picture: string;
  /** Heard: the symbol's translated name, or null to read out `word`. */
  readonly nameKey: PlainMessageKey | null;
  readonly word: string;
}

const symbols: Readonly<Record<string, { picture: string; nameKey: PlainMessageKey }>> = {
  cherry: { picture: '🍒', nameKey: 'gamingHistory.symbols.cherry' },
  lemon: { picture: '🍋', nameKey: 'gamingHistory.symbols.lemon' },
  bell: { picture: '🔔', nameKey: 'gamingHistory.symbols.bell' },
  seven: { picture: '7️⃣', nameKey: 'gamingHistory.symbols.seven' },
};

export function reelSymbols(result: string): ReelSymbol[] {
  return result
    .split('-')
    .filter((word) => word !== '')
    .map((word) => ({ picture: word, nameKey: null, ...symbols[word], word }));
}
