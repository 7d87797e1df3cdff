import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMailLists, type MailItem } from '@/lib/mail/mail-lists';
import { forgetUnreadMail, setUnreadMail } from '@/lib/mail/unread-mail';
import { currencyListFixture } from '@/testing/currency-list-fixture';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { TopBar } from './top-bar';

const token = 'q'.repeat(64);

const mails: Record<1 | 2, MailItem[]> = {
  1: Array.from({ length: 4 }, (_, index) => ({
    mailId: 10 - index,
    type: 1,
    title: `System ${10 - index}`,
    content: '',
    status: index === 0 ? 0 : 1,
    createdAt: 1_700_000_000 - index * 100,
    template: null,
  })),
  2: [
    {
      mailId: 20,
      type: 2,
      title: 'Personal 20',
      content: '',
      status: 0,
      createdAt: 1_700_000_050,
      template: null,
    },
    {
      mailId: 19,
      type: 2,
      title: 'Personal 19',
      content: '',
      status: 1,
      createdAt: 1_600_000_000,
      template: null,
    },
  ],
};

function stubMail() {
  return stubCalls({
    '/recharge/channel': currencyListFixture,
    '/query-mail': (body) => {
      const items = Number(body.lastMailId) === 0 ? mails[body.type === 2 ? 2 : 1] : [];
      return { type: body.type, items, lastMailId: items.at(-1)?.mailId ?? 0, unread: 2 };
    },
  });
}

function renderBar(wide: boolean, signedIn: boolean) {
  return renderApp(<TopBar wide={wide} menuOpen={false} onToggleMenu={() => {}} menuId="menu" />, {
    session: signedIn ? { token, balance: 100, currency: 'USDT' } : {},
  });
}

beforeEach(() => {
  forgetUnreadMail();
  forgetMailLists();
});
afterEach(() => vi.unstubAllGlobals());

describe('the notification bell (S-TOPBAR-BELL)', () => {
  it.each([true, false])('is not shown to a visitor (wide: %s), a defect before', (wide) => {
    stubMail();
    renderBar(wide, false);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('says the unread count on a wide screen, and opens the newest mail of both types', async () => {
    const calls = stubMail();
    const { user } = renderBar(true, true);
    act(() => setUnreadMail({ unread: 2, system: 1, personal: 1 }));
    // The panel is its own chunk, loaded on a signed-in start: slow on a busy machine.
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications (2 unread messages)' },
      { timeout: 10_000 },
    );
    expect(bell).toHaveTextContent('2');
    // Nothing is asked until the panel opens.
    expect(calls.paths()).not.toContain('/query-mail');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(bell.getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(6));
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Unread: Personal 20'),
      expect.stringContaining('Unread: System 10'),
      expect.stringContaining('System 9'),
      expect.stringContaining('System 8'),
      expect.stringContaining('System 7'),
      'See all messages',
    ]);
    expect(within(panel).getByRole('link', { name: /Personal 20/ })).toHaveAttribute(
      'href',
      '/pages/Notification/Notification?type=2&mail=20',
    );
    expect(calls.bodies('/query-mail')).toEqual([
      { type: 1, lastMailId: 0 },
      { type: 2, lastMailId: 0 },
    ]);
  });

  it('is the way to the Notification page on a narrow screen, with the count', () => {
    stubMail();
    renderBar(false, true);
    act(() => setUnreadMail({ unread: 1, system: 1, personal: 0 }));
    const link = screen.getByRole('link', { name: 'Notifications (1 unread message)' });
    expect(link).toHaveAttribute('href', '/pages/Notification/Notification');
    expect(link).toHaveTextContent('1');
  });

  it('announces a change of the count politely, not the first count', () => {
    stubMail();
    renderBar(false, true);
    const status = screen
      .getAllByRole('status')
      .find((element) => element.classList.contains('visually-hidden')) as HTMLElement;
    act(() => setUnreadMail({ unread: 1, system: 1, personal: 0 }));
    expect(status).toHaveTextContent('');
    act(() => setUnreadMail({ unread: 2, system: 1, personal: 1 }));
    expect(status).toHaveTextContent('2 unread messages');
  });
});
