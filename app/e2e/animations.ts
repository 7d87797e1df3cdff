// Waiting for CSS animations to end before measuring or clicking: a popup
// still sliding in moves under the pointer, and its text is half-transparent.
import type { Locator, Page } from '@playwright/test';

/** Every finite animation on the page has ended (the game indicator and spinners run for ever). */
export async function pageAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The element and everything inside it have stopped animating. */
export async function settled(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
