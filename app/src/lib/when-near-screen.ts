// Calls back once an element comes within `margin` of the screen, for work
// only the cards a player is about to see need (a row's cards, a BlurHash
// canvas). Where there is no IntersectionObserver (jsdom) it calls back at once.
// Returns a function that cancels the wait.
export function whenNearScreen(element: Element, margin: string, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
