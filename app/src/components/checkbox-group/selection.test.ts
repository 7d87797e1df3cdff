import { defaultCheckboxGroupMax, toggleSelection } from './selection';

describe('checkbox group selection', () => {
  it('adds and removes values', () => {
    expect(toggleSelection(['a'], 'b', 3)).toEqual({ selected: ['a', 'b'], refused: false });
    expect(toggleSelection(['a', 'b'], 'a', 3)).toEqual({ selected: ['b'], refused: false });
  });

  it('refuses a value beyond the maximum but always allows unticking', () => {
    expect(toggleSelection(['a', 'b'], 'c', 2)).toEqual({ refused: true });
    expect(toggleSelection(['a', 'b'], 'b', 2)).toEqual({ selected: ['a'], refused: false });
  });

  it('allows 999 by default and refuses the 1000th', () => {
    expect(defaultCheckboxGroupMax).toBe(999);
    const values = Array.from({ length: 999 }, (_, index) => `v${index}`);
    expect(toggleSelection(values.slice(0, 998), 'v998', defaultCheckboxGroupMax).refused).toBe(false);
    expect(toggleSelection(values, 'v999', defaultCheckboxGroupMax)).toEqual({ refused: true });
  });
});
