// The money history pages against the real sandbox, at both viewports: a fresh
// player deposits, plays rounds of the sandbox slot through the calls a game
// page makes, and brings the money back; Transaction then lists the ledger's
// entries (filtered and paged by the server), GamingHistory the rounds as
// /game/spin answered them, and VaultPro moves money in and out (with the
// fund password, set first). Each page is also reached and worked with the
// keyboard alone, passes axe, and is photographed (Transaction in Arabic too).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { creditPlayer, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const transactions = '#/pages/Transaction/Transaction';
const gamingHistory = '#/pages/GamingHistory/GamingHistory';
const vault = '#/pages/VaultPro/VaultPro';
const gameId = 'abyss-whale-raid';
const gameName = 'Abyss Whale Raid';
const spins = 12;
const stake = 100;

interface Round {
  readonly stake: number;
  readonly win: number;
  readonly result: string;
}

interface PlayedPlayer {
  readonly token: string;
  /** The rounds in the order they were played. */
  readonly rounds: Round[];
  /** What /transfer-out-balance brought back to the wallet. */
  readonly broughtBack: number;
  /** The welcome bonus of the deposit (a row of its own). */
  readonly bonus: number;
}

/** A full-page picture from the top, once the deposit's "added to your balance" toast is gone. */
async function screenshot(page: Page, name: string): Promise<void> {
  await expect(page.getByText('has been added to your balance')).toBeHidden({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `../build/screenshots/${name}.png`, fullPage: true });
}

const project = () => test.info().project.name;

/** "12.34" from minor units, as the English pages show an amount. */
const units = (minor: number) => (minor / 100).toFixed(2);

/** A fresh player with 100.00 USDT deposited, and the welcome bonus that deposit earned. */
async function depositedPlayer(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<{ token: string; bonus: number }> {
  await register(page, freshAccount(prefix));
  const token = await playerToken(page);
  const { bonus } = await playerCall(request, token, '/wallet/deposit', {
    currency: 'USDT',
    amount: 10000,
    idempotencyKey: randomUUID(),
  });
  return { token, bonus: Number(bonus) };
}

/** A fresh player who deposited, played `spins` rounds at 1.00 and brought the rest back. */
async function playedPlayer(page: Page, request: APIRequestContext, prefix: string): Promise<PlayedPlayer> {
  const { token, bonus } = await depositedPlayer(page, request, prefix);
  const { launchId } = await playerCall(request, token, '/game/launch', { gameId });
  const rounds: Round[] = [];
  for (let spin = 0; spin < spins; spin += 1) {
    const round = await playerCall(request, token, '/game/spin', {
      launchId,
      stake,
      idempotencyKey: randomUUID(),
    });
    rounds.push({ stake: Number(round.stake), win: Number(round.win), result: String(round.result) });
  }
  const { transferred } = await playerCall(request, token, '/transfer-out-balance');
  return { token, bonus, rounds, broughtBack: Number(transferred) };
}

const rowsOf = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  most = 120,
): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${most} presses of ${key} never reached ${target.toString()}`);
}

test('Transaction lists the deposit, the game transfers, the bets and the wins, filtered and paged by the server', async ({
  page,
  request,
}) => {
  const { rounds, broughtBack, bonus } = await playedPlayer(page, request, 'txn');
  const wins = rounds.filter((round) => round.win > 0);
  // The deposit, its welcome bonus, the moves into and out of the game, the bets and the wins.
  expect(bonus).toBeGreaterThan(0);
  const total = 4 + spins + wins.length;

  await page.goto(transactions);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(pagination(page).getByText(`${total} items`)).toBeVisible();
  // Newest first: the money brought back from the game heads page 1.
  await expect(rowsOf(page)).toHaveCount(11);
  const newest = rowsOf(page).nth(1);
  await expect(newest).toContainText('Brought back from a game');
  await expect(newest).toContainText('Game → Wallet');
  await expect(newest).toContainText(`+₮${units(broughtBack)}`);
  // A card per entry on a phone, a table row on a wide screen (components/card-table).
  expect(await newest.evaluate((row) => getComputedStyle(row).display)).toBe(
    project() === 'phone' ? 'grid' : 'table-row',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await screenshot(page, `transactions-${project()}`);

  // The last page holds what is left over from the full pages.
  const pages = Math.ceil(total / 10);
  await pagination(page).getByRole('button', { name: 'Last' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${pages}$`));
  await expect(rowsOf(page)).toHaveCount(1 + total - 10 * (pages - 1));

  // The deposit and the move into the game, each alone under its own kind.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposit' });
  await expect(page).toHaveURL(/\?type=deposit$/);
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(rowsOf(page).nth(1)).toContainText('Casino → Wallet');
  await expect(rowsOf(page).nth(1)).toContainText('+₮100.00');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Moved into a game' });
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(rowsOf(page).nth(1)).toContainText('Wallet → Game');
  await expect(rowsOf(page).nth(1)).toContainText(`−₮${units(10000 + bonus)}`);

  // The type filter narrows the list on the server and goes back to page 1.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bets' });
  await expect(page).toHaveURL(/\?type=bet$/);
  await expect(pagination(page).getByText(`${spins} items`)).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(11);
  for (const row of await rowsOf(page)
    .all()
    .then((rows) => rows.slice(1))) {
    await expect(row).toContainText('Bet');
    await expect(row).toContainText('−₮1.00');
  }
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Wins' });
  if (wins.length > 0) {
    await expect(
      pagination(page).getByText(wins.length === 1 ? '1 item' : `${wins.length} items`),
    ).toBeVisible();
    // when every spin won, the count above is the bets' too: wait for the wins' rows
    await expect(rowsOf(page).nth(1)).toContainText('+₮');
    const shownWins = (await rowsOf(page).allTextContents()).slice(1);
    const expected = wins
      .map((round) => `+₮${units(round.win)}`)
      .reverse()
      .slice(0, 10);
    expect(shownWins.map((text) => /\+₮\d[\d,]*\.\d{2}/.exec(text)?.[0])).toEqual(expected);
  } else {
    await expect(page.getByText('No transactions match these filters')).toBeVisible();
  }

  // The address keeps the filter across a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('win');
});

test('GamingHistory lists the rounds with the stake and win /game/spin answered', async ({
  page,
  request,
}) => {
  const { rounds } = await playedPlayer(page, request, 'rounds');
  await page.goto(gamingHistory);
  await expect(page.getByRole('heading', { level: 1, name: 'Game history' })).toBeVisible();
  await expect(pagination(page).getByText(`${spins} items`)).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(11);

  const newestFirst = [...rounds].reverse();
  for (const [index, round] of newestFirst.slice(0, 10).entries()) {
    const cells = rowsOf(page)
      .nth(index + 1)
      .getByRole('cell');
    await expect(cells.nth(0).getByRole('link', { name: gameName })).toHaveAttribute(
      'href',
      `#/pages/GamesDetails/GamesDetails?id=${gameId}`,
    );
    await expect(cells.nth(1)).toContainText(`₮${units(round.stake)}`);
    await expect(cells.nth(2)).toContainText(`₮${units(round.win)}`);
    const net = round.win - round.stake;
    await expect(cells.nth(3)).toContainText(`${net > 0 ? '+' : net < 0 ? '−' : ''}₮${units(Math.abs(net))}`);
    const symbols = round.result.split('-').map((word) => word[0]?.toUpperCase() + word.slice(1));
    await expect(cells.nth(4).getByRole('img')).toHaveAccessibleName(symbols.join(', '));
  }
  expect(await blockingViolations(page)).toEqual([]);
  await screenshot(page, `gaming-history-${project()}`);

  await pagination(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rowsOf(page)).toHaveCount(1 + spins - 10);
});

test('VaultPro moves 20.00 in for free and 5.00 out with the fund password, set first', async ({
  page,
  request,
}) => {
  await register(page, freshAccount('vault'));
  const token = await playerToken(page);
  await creditPlayer(request, token, 10000);
  await page.goto(vault);
  await expect(page.getByRole('heading', { level: 1, name: 'Vault Pro' })).toBeVisible();
  const balances = page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /USDT/ });
  await expect(balances).toContainText('₮0.00');
  await expect(balances).toContainText('₮100.00');

  const moveIn = page.getByRole('region', { name: 'Move into the vault' });
  await moveIn.getByRole('textbox', { name: 'Amount' }).fill('20');
  await moveIn.getByRole('button', { name: 'Move in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved into the vault' })).toHaveText(
    '₮20.00 USDT moved into the vault.',
  );
  await expect(balances.getByRole('cell').nth(0)).toContainText('₮20.00');
  await expect(balances.getByRole('cell').nth(1)).toContainText('₮80.00');
  expect((await playerCall(request, token, '/refresh-balance')).balance).toBe(8000);

  // No fund password yet: the move out asks for one first.
  const setup = page.getByRole('region', { name: 'Set a fund password first' });
  await setup.getByLabel('New fund password').fill('135790');
  await setup.getByLabel('Confirm fund password').fill('135790');
  await setup.getByRole('button', { name: 'Set fund password' }).click();
  const moveOut = page.getByRole('region', { name: 'Move out to your wallet' });
  await expect(moveOut.getByRole('textbox', { name: 'Amount' })).toBeFocused();

  await moveOut.getByRole('textbox', { name: 'Amount' }).fill('5');
  await moveOut.getByLabel('Fund password').fill('000000');
  await moveOut.getByRole('button', { name: 'Move out' }).click();
  await expect(moveOut.getByLabel('Fund password')).toHaveAccessibleDescription(
    'That fund password is wrong.',
  );
  await moveOut.getByLabel('Fund password').fill('135790');
  await moveOut.getByRole('button', { name: 'Move out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to your wallet' })).toHaveText(
    '₮5.00 USDT moved to your wallet.',
  );
  await expect(balances.getByRole('cell').nth(0)).toContainText('₮15.00');
  await expect(balances.getByRole('cell').nth(1)).toContainText('₮85.00');

  const info = await playerCall(request, token, '/vault/info');
  expect(info.vault).toEqual([{ currency: 'USDT', amount: 1500 }]);
  expect(info.wallet).toEqual([{ currency: 'USDT', amount: 8500 }]);
  expect((await playerCall(request, token, '/refresh-balance')).balance).toBe(8500);
  expect(await blockingViolations(page)).toEqual([]);
  await screenshot(page, `vault-${project()}`);
});

test('each page is reached from its address and worked with the keyboard alone', async ({
  page,
  request,
}) => {
  await playedPlayer(page, request, 'keys');

  await page.goto(transactions);
  const type = page.getByRole('combobox', { name: 'Type' });
  await tabTo(page, type);
  // Down the closed list: All types, then Deposits and its three kinds, Withdrawals and its three,
  // Game transfers and its two, Bets.
  for (let press = 0; press < 12; press += 1) await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('bet');
  await expect(page).toHaveURL(/\?type=bet$/);
  await expect(pagination(page).getByText(`${spins} items`)).toBeVisible();
  await tabTo(page, pagination(page).getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?type=bet&page=2$/);
  await expect(rowsOf(page)).toHaveCount(1 + spins - 10);
  const period = page.getByRole('combobox', { name: 'Period' });
  await tabTo(page, period, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await expect(period).toHaveValue('today');
  await expect(page).toHaveURL(/\?type=bet&range=today$/);

  await page.goto(gamingHistory);
  await tabTo(page, pagination(page).getByRole('button', { name: 'Page 2' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rowsOf(page)).toHaveCount(1 + spins - 10);
  await tabTo(page, pagination(page).getByRole('combobox', { name: 'Items per page' }));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?size=20$/);
  await expect(rowsOf(page)).toHaveCount(1 + spins);

  await page.goto(vault);
  const moveIn = page.getByRole('region', { name: 'Move into the vault' });
  await tabTo(page, moveIn.getByRole('textbox', { name: 'Amount' }));
  await page.keyboard.type('1.50');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'moved into the vault' })).toHaveText(
    '₮1.50 USDT moved into the vault.',
  );
});

test('Transaction reads right to left in Arabic', async ({ page, request }) => {
  await playedPlayer(page, request, 'arabic');
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto(transactions);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المعاملات' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'النوع' })).toBeVisible();
  await expect(rowsOf(page).nth(1)).toContainText('استرداد من لعبة');
  expect(await blockingViolations(page)).toEqual([]);
  await screenshot(page, `transactions-${project()}-ar`);
});
