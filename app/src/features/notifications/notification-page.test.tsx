import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMailLists, getMailLists, loadNextPage, type MailItem } from '@/lib/mail/mail-lists';
import { updateSession } from '@/lib/session-store';
import { forgetUnreadMail, mailArrived, setUnreadMail } from '@/lib/mail/unread-mail';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { tabAfterKey } from './mail-tabs';
import NotificationPage, { mailIdFromParam, typeFromParam } from './notification-page';

const token = 'p'.repeat(64);
const route = '/pages/Notification/Notification';

const welcome: MailItem = {
  mailId: 2,
  type: 1,
  title: 'Welcome to Lobbykit',
  content: 'Your account is ready.',
  status: 0,
  createdAt: 1_700_000_000,
  template: { key: 'welcome', values: {} },
};
const notice: MailItem = {
  mailId: 1,
  type: 1,
  title: 'Maintenance tonight',
  content: 'The games pause at 02:00 UTC.',
  status: 1,
  createdAt: 1_690_000_000,
  template: null,
};
const gift: MailItem = {
  mailId: 3,
  type: 2,
  title: 'A gift for you',
  content: 'Open the promotions.',
  status: 0,
  createdAt: 1_700_000_100,
  template: null,
};

function sandbox() {
  const read = new Set<number>();
  const unread = () => {
    const system = [welcome].filter((mail) => !read.has(mail.mailId)).length;
    const personal = [gift].filter((mail) => !read.has(mail.mailId)).length;
    return { unread: system + personal, system, personal };
  };
  return stubCalls({
    '/query-mail': (body) => {
      const items = (body.type === 2 ? [gift] : [welcome, notice]).map((mail) => ({
        ...mail,
        status: read.has(mail.mailId) ? 1 : mail.status,
      }));
      const page = Number(body.lastMailId) === 0 ? items : [];
      return { type: body.type, items: page, lastMailId: page.at(-1)?.mailId ?? 0, unread: unread().unread };
    },
    '/read-mail': (body) => {
      read.add(Number(body.mailId));
      return unread();
    },
    '/mail/unread': unread,
  });
}

function renderPage(options: { locale?: 'en' | 'ar' | 'de'; route?: string } = {}) {
  const result = renderApp(<NotificationPage />, {
    session: { token },
    route: options.route ?? route,
    locale: options.locale ?? 'en',
  });
  act(() => setUnreadMail({ unread: 2, system: 1, personal: 1 }));
  return result;
}

beforeEach(() => {
  forgetUnreadMail();
  forgetMailLists();
});
afterEach(() => vi.unstubAllGlobals());

describe('the Notification page', () => {
  it('asks a visitor to sign in and loads nothing', () => {
    const calls = stubCalls({});
    renderApp(<NotificationPage />, { route });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls.paths()).toEqual([]);
  });

  it('shows the system tab’s mail newest first, unread marked, a template translated', async () => {
    const calls = sandbox();
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'System, 1 unread message',
      'Personal, 1 unread message',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const rows = await within(panel).findAllByRole('button', { expanded: false });
    // The welcome mail's template, not its English title as sent.
    expect(rows.map((row) => row.querySelector('.mail-row__title')?.textContent)).toEqual([
      'Unread: Welcome aboard!',
      'Maintenance tonight',
    ]);
    // The sentinel is on screen: the next page is asked after the last mail, and answers none.
    expect(await within(panel).findByText('That’s all your messages.')).toBeInTheDocument();
    expect(calls.bodies('/query-mail')).toEqual([
      { type: 1, lastMailId: 0 },
      { type: 1, lastMailId: 1 },
    ]);
  });

  it('opens a mail in place, reads it, and lowers the tab’s count at once', async () => {
    const calls = sandbox();
    const { user } = renderPage();
    const row = await screen.findByRole('button', { name: /Welcome aboard!/ });
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Your account is ready. Explore the games/)).toBeVisible();
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-label', 'System, no unread messages');
    await waitFor(() => expect(calls.bodies('/read-mail')).toEqual([{ mailId: 2 }]));
    expect(row.closest('li')).not.toHaveClass('mail-row--unread');
    // Closing and opening it again asks nothing more.
    await user.click(row);
    await user.click(row);
    expect(calls.bodies('/read-mail')).toHaveLength(1);
  });

  it('shows a plain mail’s content as sent', async () => {
    sandbox();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Maintenance tonight/ }));
    expect(screen.getByText('The games pause at 02:00 UTC.')).toBeVisible();
  });

  it('moves between the tabs with the arrow keys, Home and End, choosing each', async () => {
    const calls = sandbox();
    const { user } = renderPage();
    const [system, personal] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(system).toHaveAttribute('tabindex', '0');
    expect(personal).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(system).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(personal).toHaveFocus();
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(personal).toHaveAttribute('tabindex', '0');
    expect(await screen.findByRole('button', { name: /A gift for you/ })).toBeInTheDocument();
    expect(calls.bodies('/query-mail')).toContainEqual({ type: 2, lastMailId: 0 });
    await user.keyboard('{ArrowRight}');
    expect(system).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(personal).toHaveFocus();
    await user.keyboard('{Home}');
    expect(system).toHaveFocus();
    expect(system).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', personal.id);
  });

  it('mirrors the arrow keys right to left', () => {
    expect(tabAfterKey('ArrowLeft', 1, true)).toBe(2);
    expect(tabAfterKey('ArrowRight', 2, true)).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, false)).toBe(2);
    expect(tabAfterKey('Enter', 1, false)).toBeNull();
  });

  it('opens on the tab and the mail its address names, and reads that mail', async () => {
    const calls = sandbox();
    renderPage({ route: `${route}?type=2&mail=3` });
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('button', { name: /A gift for you/ });
    expect(row).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(calls.bodies('/read-mail')).toEqual([{ mailId: 3 }]));
  });

  it('reads its address strictly', () => {
    expect(typeFromParam('2')).toBe(2);
    expect(typeFromParam('7')).toBe(1);
    expect(typeFromParam(null)).toBe(1);
    expect(mailIdFromParam('12')).toBe(12);
    expect(mailIdFromParam('0')).toBeNull();
    expect(mailIdFromParam('1e3')).toBeNull();
  });

  it('brings a new mail (push 54) into the open list', async () => {
    const calls = sandbox();
    renderPage();
    await screen.findByRole('button', { name: /Welcome aboard!/ });
    const before = calls.bodies('/query-mail').length;
    await act(() => mailArrived({ unread: 2, system: 1, personal: 1 }));
    await waitFor(() => expect(calls.bodies('/query-mail').length).toBe(before + 1));
  });

  it('shows the template in the player’s language', async () => {
    sandbox();
    renderPage({ locale: 'de' });
    expect(await screen.findByRole('button', { name: /Willkommen an Bord!/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-label', 'System, 1 ungelesene Nachricht');
  });

  it('asks the first page again of a list shown before, so mail that came meanwhile shows', async () => {
    // The bell's panel loaded the personal list while it was empty.
    stubCalls({ '/query-mail': (body) => ({ type: body.type, items: [], lastMailId: 0, unread: 0 }) });
    updateSession({ token });
    await loadNextPage(2);
    expect(getMailLists()[2].ended).toBe(true);
    sandbox();
    renderPage({ route: `${route}?type=2` });
    expect(await screen.findByRole('button', { name: /A gift for you/ })).toBeInTheDocument();
  });
});
