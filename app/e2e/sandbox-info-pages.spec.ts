// FrequentlyAskedQuestions and AboutUs against the real sandbox, at 1280x800
// and 390x844: each is reached from the UI by keyboard alone (Tab to the side
// menu's help links on a wide screen; on a phone, Tab to the tab bar's
// Account and then to its link); the FAQ's questions are collapse widgets
// that open with Enter; About shows the app version of SPEC §9; both read in
// Arabic, right to left. axe finds nothing serious, and each view is
// photographed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockingViolations } from './axe';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const faqPath = /#\/pages\/FrequentlyAskedQuestions\/FrequentlyAskedQuestions$/;
const aboutPath = /#\/pages\/AboutUs\/AboutUs$/;

/**
 * Presses Tab (or Shift+Tab, backwards) until `target` has the focus (at
 * most `limit` times), as a keyboard user would.
 */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  limit = 120,
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

for (const { name, ...device } of viewports) {
  test.describe(`at the ${name} size`, () => {
    test.use(device);
    const wide = name === 'desktop';

    /** Opens a help page from home with the keyboard only. */
    async function openByKeyboard(page: Page, label: string): Promise<void> {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (wide) {
        const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: label });
        await tabTo(page, link);
      } else {
        const account = page
          .getByRole('navigation', { name: 'Main sections' })
          .getByRole('link', { name: 'Account' });
        // The tab bar ends the page: backwards from the top, past the lobby's game cards.
        await tabTo(page, account, 'Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#\/pages\/Account\/Account$/);
        await tabTo(page, page.getByRole('main').getByRole('link', { name: label }));
      }
      await page.keyboard.press('Enter');
    }

    test('the FAQ opens by keyboard, its questions are collapses, and axe finds nothing serious', async ({
      page,
    }) => {
      await openByKeyboard(page, 'Frequently asked questions');
      await expect(page).toHaveURL(faqPath);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
      const questions = main.locator('.faq-list .collapse-header');
      await expect(questions).toHaveCount(10);
      await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
      await tabTo(page, questions.first());
      await page.keyboard.press('Enter');
      await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
      const answer = main.getByRole('region').first();
      await expect(answer).toContainText('choose a payment method');
      // The answer's link goes to the wallet inside the app.
      await expect(answer.getByRole('link', { name: 'wallet' })).toHaveAttribute('href', /Wallet\/Wallet$/);
      expect(await blockingViolations(page)).toEqual([]);
      await page.screenshot({ path: `${folder}/faq-${name}.png`, fullPage: true });
    });

    test('About us opens by keyboard and shows the app version', async ({ page }) => {
      await openByKeyboard(page, 'About us');
      await expect(page).toHaveURL(aboutPath);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      await expect(main.getByText(/^Version \u2068?1\.4\.0\u2069? \(\u2068?140\u2069?\)$/)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'What we stand for' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await page.screenshot({ path: `${folder}/about-us-${name}.png`, fullPage: true });
    });

    test('both pages in Arabic, right to left', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
      await page.goto('/#/pages/FrequentlyAskedQuestions/FrequentlyAskedQuestions');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
      const first = main.getByRole('button', { name: 'كيف أقوم بالإيداع؟' });
      await first.click();
      await expect(main.getByRole('region').first()).toContainText('افتح');
      await expect(main.locator('[lang="en"]')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
      await page.screenshot({ path: `${folder}/faq-${name}-ar.png`, fullPage: true });

      await page.goto('/#/pages/AboutUs/AboutUs');
      await expect(main.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
      // The numbers are isolated left to right inside the Arabic sentence (U+2068 ... U+2069).
      await expect(main.getByText(/^الإصدار \u20681\.4\.0\u2069 \(\u2068140\u2069\)$/)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await page.screenshot({ path: `${folder}/about-us-${name}-ar.png`, fullPage: true });
    });
  });
}
