/** A checkbox group's maximum when none is given (SPEC §5). */
export const defaultCheckboxGroupMax = 999;

export type SelectionResult = { selected: readonly string[]; refused: false } | { refused: true };

/**
 * Toggles `value` in a selection: unticking always works, ticking is refused when
 * `max` values are already selected.
 */
export function toggleSelection(selected: readonly string[], value: string, max: number): SelectionResult {
  if (selected.includes(value))
    return { selected: selected.filter((item) => item !== value), refused: false };
  if (selected.length >= max) return { refused: true };
  return { selected: [...selected, value], refused: false };
}
