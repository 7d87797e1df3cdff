import { describe, expect, it } from 'vitest';
import { platformIcon } from './platform-icon';

describe('platformIcon', () => {
  it('is coins on platform 8, yuan on 1, 5 and 6, and a gold coin elsewhere', () => {
    expect(platformIcon(8)).toBe('coins');
    expect([1, 5, 6].map(platformIcon)).toEqual(['yuan', 'yuan', 'yuan']);
    expect([2, 10, 0].map(platformIcon)).toEqual(['gold-coin', 'gold-coin', 'gold-coin']);
    expect(platformIcon(null)).toBe('gold-coin');
  });
});
