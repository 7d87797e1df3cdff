// Reading a history table as a player would: the cells of its n-th entry.
import { within } from '@testing-library/react';

/** Item `index` of a list the test expects to be long enough. */
export function nth<Item>(list: readonly Item[], index: number): Item {
  const item = list[index];
  if (item === undefined) throw new Error(`expected an item ${index}, the list has ${list.length}`);
  return item;
}

/** The cells of data row `index` (0 is the first row under the header). */
export function rowCells(table: HTMLElement, index: number): HTMLElement[] {
  return within(nth(within(table).getAllByRole('row'), index + 1)).getAllByRole('cell');
}
