import { describe, expect, it } from 'vitest';
import { parseClassifyQuery } from './classify-query';

const parse = (query: string) => parseClassifyQuery(new URLSearchParams(query));

describe('parseClassifyQuery', () => {
  it('reads Leixing 1 and 3 and the tab index', () => {
    expect(parse('Leixing=1&index=2')).toEqual({ kind: 1, index: 2, category: null });
    expect(parse('Leixing=3&index=0')).toEqual({ kind: 3, index: 0, category: null });
  });

  it('reads the category of a category listing only', () => {
    expect(parse('Leixing=1&index=0&category=fishing')).toEqual({ kind: 1, index: 0, category: 'fishing' });
    expect(parse('Leixing=3&index=0&category=fishing')).toEqual({ kind: 3, index: 0, category: null });
    expect(parse('Leixing=1&index=0&category=')).toEqual({ kind: 1, index: 0, category: null });
  });

  it('falls back to the first tab of a category for anything unreadable', () => {
    expect(parse('')).toEqual({ kind: 1, index: 0, category: null });
    expect(parse('Leixing=7&index=-1')).toEqual({ kind: 1, index: 0, category: null });
    expect(parse('Leixing=3&index=two')).toEqual({ kind: 3, index: 0, category: null });
    expect(parse('Leixing=3&index=1e3')).toEqual({ kind: 3, index: 0, category: null });
  });
});
