import { describe, expect, it } from 'vitest';
import { reelsOf } from './reel-symbols';

describe('reelsOf', () => {
  it('reads the three reels of a result, keeping a symbol it does not know as the word', () => {
    expect(reelsOf('bell-seven-bell')).toEqual([{ symbol: 'bell' }, { symbol: 'seven' }, { symbol: 'bell' }]);
    expect(reelsOf('cherry-star-lemon')).toEqual([
      { symbol: 'cherry' },
      { word: 'star' },
      { symbol: 'lemon' },
    ]);
  });
});
