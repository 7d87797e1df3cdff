// The music player against the real sandbox, at both viewports: a signed-in
// player opens Music (side menu code 3), plays, and the music keeps playing
// while they move through two pages (the shell owns the <audio> element);
// they choose track 2, reload, and track 2 is the chosen one, resumed at its
// position (paused: a reload brings no tap, so the browser may refuse to
// play; Play carries on from there). A visitor's tap opens sign-in (SPEC §5).
// axe clean on the popup; screenshots at both viewports and in Arabic.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { freshAccount, register, sandboxUrl } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 800;

/** Opens a side-menu entry (from the drawer on a phone). */
async function openMenuEntry(page: Page, name: string, openMenu = 'Open menu', mainMenu = 'Main menu') {
  if (!isWide(page)) await page.getByRole('banner').getByRole('button', { name: openMenu }).click();
  await page.getByRole('navigation', { name: mainMenu }).getByRole('button', { name, exact: true }).click();
}

/** The shell's <audio> element's state. */
function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="music-audio"]');
    return audio
      ? { src: audio.currentSrc || audio.src, time: audio.currentTime, paused: audio.paused }
      : null;
  });
}

async function expectAdvancing(page: Page) {
  const before = (await audioState(page))?.time ?? 0;
  await expect
    .poll(async () => (await audioState(page))?.time ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(before + 0.5);
  expect((await audioState(page))?.paused).toBe(false);
}

async function expectAxeClean(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

const viewports = [
  { name: 'wide', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const { name: viewportName, use } of viewports) {
  test.describe(`on a ${viewportName} screen`, () => {
    test.use(use);

    test('music plays, plays on across two pages, and the chosen track comes back after a reload', async ({
      page,
    }) => {
      await register(page, freshAccount('music'));
      // Nothing of the player is loaded before it is asked for.
      expect(await audioState(page)).toBeNull();
      await openMenuEntry(page, 'Music');
      const dialog = page.getByRole('dialog', { name: 'Music' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(3);
      await expect(dialog.getByRole('button', { name: /Morning Tide/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await dialog.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await expectAdvancing(page);
      await expect(dialog.getByTestId('music-duration')).toHaveText('0:32');
      await expectAxeClean(page);
      await page.screenshot({ path: `${folder}/music-popup-${viewportName}.png` });

      // The slider is a keyboard control: End goes to the end of the track, Home back to its start.
      const slider = dialog.getByRole('slider', { name: 'Track position' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThan(2);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Two pages on, the same element still plays.
      await openMenuEntry(page, 'Promotions');
      await expect(page).toHaveURL(/Bonus/);
      await expectAdvancing(page);
      await openMenuEntry(page, 'VIP Club');
      await expect(page).toHaveURL(/VipClubsNew/);
      await expectAdvancing(page);

      // Track 2, then a reload.
      await openMenuEntry(page, 'Music');
      await dialog.getByRole('button', { name: /Golden Hour/ }).click();
      await expect(dialog.getByRole('button', { name: /Golden Hour/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect
        .poll(async () => (await audioState(page))?.src ?? '')
        .toContain('media/music/golden-hour.');
      await expectAdvancing(page);
      const leftAt = (await audioState(page))?.time ?? 0;
      await page.reload();
      // The stored choice mounts the player at start, on track 2.
      await expect
        .poll(async () => (await audioState(page))?.src ?? '')
        .toContain('media/music/golden-hour.');
      await openMenuEntry(page, 'Music');
      await expect(dialog.getByRole('button', { name: /Golden Hour/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(dialog.locator('.music-now__title')).toHaveText('Golden Hour');
      // Resumed at its place (the position is kept when the page goes), playing if the browser
      // allowed it, else paused there: Play carries on.
      await expect
        .poll(async () => (await audioState(page))?.time ?? 0)
        .toBeGreaterThanOrEqual(Math.max(0.1, leftAt - 0.3));
      const resumed = await audioState(page);
      test.info().annotations.push({
        type: 'resumed',
        description: `${resumed?.paused ? 'paused' : 'playing'} at ${resumed?.time ?? 0} s`,
      });
      if (resumed?.paused) await dialog.getByRole('button', { name: 'Play', exact: true }).click();
      await expectAdvancing(page);
      expect((await audioState(page))?.src).toContain('golden-hour');
    });

    test('a visitor’s tap on Music opens sign-in (SPEC §5)', async ({ page }) => {
      await page.goto('/');
      await openMenuEntry(page, 'Music');
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Music' })).toHaveCount(0);
      expect(await audioState(page)).toBeNull();
    });

    test('the music popup in Arabic', async ({ page, request }) => {
      await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
      const account = freshAccount('musicar');
      const registered = await request.post(`${sandboxUrl}/api/user/register`, {
        data: { account, password: 'secret123' },
      });
      const { token } = ((await registered.json()) as { data: { token: string } }).data;
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('lobbykit.token', value), token);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await openMenuEntry(page, 'الموسيقى', 'فتح القائمة', 'القائمة الرئيسية');
      const dialog = page.getByRole('dialog', { name: 'الموسيقى' });
      await expect(dialog.getByRole('button', { name: /مدّ الصباح/ })).toHaveAttribute('aria-current', 'true');
      await dialog.getByRole('button', { name: 'تشغيل', exact: true }).click();
      await expectAdvancing(page);
      await expectAxeClean(page);
      await page.screenshot({ path: `${folder}/music-popup-${viewportName}-ar.png` });
    });
  });
}
