// Screenshots of home per viewport, per theme and in Arabic, saved under
// build/screenshots/ for a person to look at (they are not compared).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const generated = process.env.LOBBYKIT_GENERATED ?? '../build/generated';
const { themes } = JSON.parse(readFileSync(`${generated}/themes.json`, 'utf8')) as {
  themes: { name: string }[];
};

const folder = '../build/screenshots';

for (const { name } of themes) {
  test(`home in ${name}`, async ({ page }, testInfo) => {
    await page.addInitScript((theme) => localStorage.setItem('lobbykit.theme', theme), name);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', name);
    await page.screenshot({ path: `${folder}/home-${testInfo.project.name}-${name}.png` });
  });
}

test('home in Arabic', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${folder}/home-${testInfo.project.name}-ar.png` });
});

test('side menu open with categories', async ({ page }, testInfo) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(page.getByRole('banner').getByRole('button').first()).toBeVisible();
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: /Game categories/ }).click();
  await page.screenshot({ path: `${folder}/menu-${testInfo.project.name}.png` });
});

test('settings panel and sign-in popup', async ({ page }, testInfo) => {
  await page.goto('/');
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  await expect(page.getByRole('banner').getByRole('button').first()).toBeVisible();
  if (await settings.isVisible()) {
    await settings.click();
    await page.screenshot({ path: `${folder}/settings-${testInfo.project.name}.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await page.screenshot({ path: `${folder}/sign-in-${testInfo.project.name}.png` });
});
