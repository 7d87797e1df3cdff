// SPEC §2's language popup in the browser: reached from the settings (the top
// bar's panel on wide screens, the menu's on phones), each language with its
// flag and its own name, keyboard driven, axe clean, at both viewports and in
// Arabic.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';

const shot = (name: string) => `../build/screenshots/language-popup-${name}-${test.info().project.name}.png`;

const labels = {
  en: { settings: 'Settings', openMenu: 'Open menu', menu: 'Main menu', menuSettings: 'Language & settings' },
  ar: {
    settings: 'الإعدادات',
    openMenu: 'فتح القائمة',
    menu: 'القائمة الرئيسية',
    menuSettings: 'اللغة والإعدادات',
  },
};

async function openSettings(page: Page, language: keyof typeof labels = 'en'): Promise<void> {
  const label = labels[language];
  const wide = (page.viewportSize()?.width ?? 0) >= 800;
  // The app, not index.html's placeholder top bar, answers the click.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if (wide) {
    await page.getByRole('banner').getByRole('button', { name: label.settings }).click();
  } else {
    await page.getByRole('button', { name: label.openMenu }).click();
    await page
      .getByRole('navigation', { name: label.menu })
      .getByRole('button', { name: label.menuSettings })
      .click();
  }
}

test('the language popup lists every language with its flag, keyboard driven, axe clean', async ({
  page,
}) => {
  // Two axe runs on a machine shared with other builds.
  test.setTimeout(120_000);
  await page.goto('/');
  await openSettings(page);
  const button = page.getByRole('button', { name: 'Language: English' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose a language' });
  const list = dialog.getByRole('listbox', { name: 'Choose a language' });
  await expect(list).toBeFocused();
  await expect(list.getByRole('option')).toHaveCount(26);
  await expect(list.getByRole('option', { selected: true })).toHaveAccessibleName('English');
  await expect(list.getByRole('option', { name: 'Deutsch' }).locator('[aria-hidden="true"]')).toHaveText(
    '🇩🇪',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('en') });

  // The keys move the active option; Home and Enter choose the first, Arabic: the app turns right to left.
  const active = () =>
    list.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-activedescendant') ?? '')?.textContent,
    );
  await page.keyboard.press('End');
  expect(await active()).toContain('简体中文');
  await page.keyboard.press('ArrowUp');
  expect(await active()).toContain('繁體中文');
  await page.keyboard.press('Home');
  expect(await active()).toContain('العربية');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('lobbykit.language'))).toBe('ar');

  await page.reload();
  await openSettings(page, 'ar');
  await page.getByRole('button', { name: 'اللغة: العربية' }).click();
  const arabicDialog = page.getByRole('dialog', { name: 'اختر اللغة' });
  await expect(arabicDialog.getByRole('option', { selected: true })).toHaveAccessibleName('العربية');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('ar') });
});
