/** How many pages a list of `total` rows takes at `pageSize` a page; at least 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a whole number of at least 1, got ${pageSize}`);
  }
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number kept within 1 and the page count. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

/** The jump input keeps only digits. */
export function jumpDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The page a jump goes to: empty goes to page 1, past the end to the last page. */
export function jumpTarget(digits: string, pages: number): number {
  return digits === '' ? 1 : clampPage(Number(digits), pages);
}

/** The page-number buttons to show: at most `buttons`, the current page as central as it can be. */
export function pageWindow(current: number, pages: number, buttons: number): number[] {
  const shown = Math.min(buttons, pages);
  const first = clampPage(current - Math.floor(shown / 2), pages - shown + 1);
  return Array.from({ length: shown }, (_, offset) => first + offset);
}
