import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { renderApp } from '@/testing/render-app';
import { pagedAnswer, stubCalls } from '@/testing/stub-calls';
import { LocationProbe } from '@/features/history/testing/location-probe';
import { rowCells } from '@/features/history/testing/table-cells';
import TransactionsPage from './transactions-page';

const token = 'a'.repeat(64);
const route = '/pages/Transaction/Transaction';
const now = Math.floor(Date.now() / 1000);
const at = (daysAgo: number) => now - daysAgo * 86400;
const shownDate = (seconds: number) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(seconds * 1000);

const deposit = {
  transferId: 1,
  type: 'deposit',
  currency: 'USDT',
  amount: 10000,
  from: 'house',
  to: 'wallet',
  createdAt: at(2),
  gameId: null as string | null,
};
const gameIn = {
  transferId: 2,
  type: 'game_in',
  currency: 'USDT',
  amount: 10000,
  from: 'wallet',
  to: 'game',
  createdAt: at(2),
  gameId: 'fairway-fortune',
};
const bets = Array.from({ length: 11 }, (_, index) => ({
  transferId: 3 + index,
  type: 'bet',
  currency: 'USDT',
  amount: 150,
  from: 'game',
  to: 'house',
  createdAt: at(3),
  gameId: 'fairway-fortune',
}));
const ledger = [...bets, gameIn, deposit].reverse().sort((a, b) => b.transferId - a.transferId);

/** The sandbox's /transaction/list over `rows`: filtered by type and time, newest first, paged. */
function serveLedger(rows: readonly (typeof deposit)[]) {
  return stubCalls({
    '/transaction/list': (body) =>
      pagedAnswer(
        rows.filter(
          (row) =>
            ((body.type === undefined && body.types === undefined) ||
              row.type === body.type ||
              (Array.isArray(body.types) && body.types.includes(row.type))) &&
            (body.from === undefined || row.createdAt >= Number(body.from)),
        ),
        body,
      ),
  });
}

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

const page = (search = '', locale: 'en' | 'ar' = 'en') =>
  renderApp(
    <>
      <TransactionsPage />
      <LocationProbe />
    </>,
    { route: route + search, session: { token }, locale },
  );

const address = () => screen.getByRole('status', { name: 'address' });

describe('TransactionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each entry with its date, translated type, what it moved and its signed amount', async () => {
    serveLedger([gameIn, deposit]);
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    const [date, type, details, amount] = rowCells(table, 0);
    expect(date).toHaveTextContent(shownDate(gameIn.createdAt));
    expect(type).toHaveTextContent('Moved into a game');
    expect(details).toHaveTextContent('Fairway Fortune · Wallet → Game');
    expect(within(table).getByRole('link', { name: 'Fairway Fortune' })).toHaveAttribute(
      'href',
      '/pages/GamesDetails/GamesDetails?id=fairway-fortune',
    );
    expect(amount).toHaveTextContent(/^−₮100\.00100\.00 USDT$/);
    const [, depositType, depositDetails, depositAmount] = rowCells(table, 1);
    expect(depositType).toHaveTextContent('Deposit');
    expect(depositDetails).toHaveTextContent(/^Casino → Wallet$/);
    expect(depositAmount).toHaveTextContent(/^\+₮100\.00/);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 transactions');
  });

  it('asks for the address’s filters and page, and a filter change goes back to page 1 with the filter', async () => {
    const sandbox = serveLedger(ledger);
    const { user } = page('?page=2');
    await screen.findByRole('table');
    expect(sandbox.bodies('/transaction/list')).toEqual([{ page: 2, pageSize: 10 }]);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bets');
    expect(address()).toHaveTextContent('?type=bet');
    expect(sandbox.bodies('/transaction/list').at(-1)).toEqual({ type: 'bet', page: 1, pageSize: 10 });
    await screen.findByText('11 transactions');

    // A group is sent as its kinds, filtered by the server.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'gameTransfers');
    expect(address()).toHaveTextContent('?type=gameTransfers');
    expect(sandbox.bodies('/transaction/list').at(-1)).toEqual({
      types: ['game_in', 'game_out'],
      page: 1,
      pageSize: 10,
    });
    await screen.findByText('1 transaction');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bets');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Today');
    expect(address()).toHaveTextContent('?type=bet&range=today');
    const today = new Date();
    expect(sandbox.bodies('/transaction/list').at(-1)).toEqual({
      type: 'bet',
      from: new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() / 1000,
      page: 1,
      pageSize: 10,
    });
  });

  it('reads the filters from the address on arrival, as after a reload', async () => {
    const sandbox = serveLedger(ledger);
    page('?type=deposit&range=last30Days&size=20');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('deposit');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last30Days');
    expect(sandbox.bodies('/transaction/list')[0]).toMatchObject({
      type: 'deposit',
      page: 1,
      pageSize: 20,
    });
  });

  it('pages through the server’s pages with the pagination widget', async () => {
    const sandbox = serveLedger(ledger);
    const { user } = page();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('13 items')).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(address()).toHaveTextContent('?page=2');
    expect(sandbox.bodies('/transaction/list').at(-1)).toEqual({ page: 2, pageSize: 10 });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));

    await user.selectOptions(
      within(pagination).getByRole('combobox', { name: 'Items per page' }),
      '20 / page',
    );
    expect(sandbox.bodies('/transaction/list').at(-1)).toEqual({ page: 1, pageSize: 20 });
    expect(address()).toHaveTextContent('?size=20');
  });

  it('keeps the rows while the next page loads, and shows a spinner once the call is slow', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    stubCalls({
      '/transaction/list': async (body) => {
        if (body.page === 2) await held;
        return pagedAnswer(ledger, body);
      },
    });
    const { user } = page();
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading' }, { timeout: 2000 })).toBeInTheDocument();

    release();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the last page when the address names one past the end', async () => {
    const sandbox = serveLedger(ledger);
    page('?page=9');
    await waitFor(() => expect(address()).toHaveTextContent('?page=2'));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(sandbox.bodies('/transaction/list').map((body) => body.page)).toEqual([9, 2]);
  });

  it('says there are none yet, or none matching, and clears the filters', async () => {
    const sandbox = serveLedger([deposit]);
    const { user } = page('?type=win&range=last7Days');
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(address()).toBeEmptyDOMElement();
    expect(sandbox.bodies('/transaction/list').at(-1)).toEqual({ page: 1, pageSize: 10 });
    await screen.findByRole('table');
  });

  it('says there are no transactions yet to a new player', async () => {
    serveLedger([]);
    page();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all transactions' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    const sandbox = serveLedger(ledger);
    const { user } = renderApp(
      <>
        <TransactionsPage />
        <DialogProbe />
      </>,
      { route },
    );
    expect(screen.getByText('Sign in to see your transactions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('signIn');
    expect(sandbox.paths()).toEqual([]);
  });

  it('speaks Arabic right to left', async () => {
    serveLedger([gameIn]);
    page('', 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'المعاملات' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'معاملاتك' });
    const [, type, details] = rowCells(table, 0);
    expect(type).toHaveTextContent('تحويل إلى لعبة');
    // The arguments come isolated (U+2068 … U+2069), so each name keeps its own direction.
    expect(details?.textContent?.replace(/[\u2068\u2069]/g, '')).toBe('Fairway Fortune · المحفظة ← اللعبة');
    expect(screen.getByRole('combobox', { name: 'النوع' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'كل الأنواع' })).toBeInTheDocument();
  });
});
