/** What a screen reader reads of an element: its text without the parts hidden from it (aria-hidden). */
export function spokenText(element: Element): string {
  return [...element.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');
}
