import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, updateSession } from '@/lib/session-store';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import {
  followNewMail,
  forgetMailLists,
  getMailLists,
  latestMail,
  loadNextPage,
  readMail,
  type MailItem,
} from './mail-lists';
import { mailText, type Translate } from './mail-text';
import {
  forgetUnreadMail,
  getUnreadMail,
  mailArrived,
  refreshUnreadMail,
  setUnreadMail,
} from './unread-mail';

const token = 'm'.repeat(64);

function mail(mailId: number, change: Partial<MailItem> = {}): MailItem {
  return {
    mailId,
    type: 1,
    title: `Mail ${mailId}`,
    content: `Content ${mailId}`,
    status: 0,
    createdAt: 1_700_000_000 + mailId,
    template: null,
    ...change,
  };
}

/** A sandbox of `count` system mails (ids 1..count), pages of 10 newest first, as /query-mail answers. */
function mailbox(count: number) {
  const all = Array.from({ length: count }, (_, index) => mail(index + 1)).reverse();
  return (body: Record<string, unknown>) => {
    const after = Number(body.lastMailId ?? 0);
    const items = all.filter((item) => after === 0 || item.mailId < after).slice(0, 10);
    const last = items.at(-1);
    // The sandbox answers the last item's id, and 0 when the page is empty.
    return { type: 1, items, lastMailId: last ? last.mailId : 0, unread: count };
  };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('the mail store', () => {
  beforeEach(() => {
    resetSession();
    updateSession({ token });
    forgetUnreadMail();
    forgetMailLists();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the unread counts from /mail/unread', async () => {
    const calls = stubCalls({ '/mail/unread': { unread: 3, system: 1, personal: 2 } });
    await refreshUnreadMail();
    expect(calls.paths()).toEqual(['/mail/unread']);
    expect(getUnreadMail()).toEqual({ unread: 3, system: 1, personal: 2 });
  });

  it('drops counts answered for a token that has changed since', async () => {
    const answer = deferred<object>();
    stubCalls({ '/mail/unread': () => answer.promise });
    const asked = refreshUnreadMail();
    updateSession({ token: 'n'.repeat(64) });
    answer.resolve({ unread: 9, system: 9, personal: 0 });
    await asked;
    expect(getUnreadMail()).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    resetSession();
    const calls = stubCalls({});
    await refreshUnreadMail();
    expect(calls.paths()).toEqual([]);
  });

  describe('paging by lastMailId', () => {
    it('asks each page after the last one’s lastMailId, newest first, and stops at lastMailId 0', async () => {
      const calls = stubCalls({ '/query-mail': mailbox(23) });
      await loadNextPage(1);
      await loadNextPage(1);
      await loadNextPage(1);
      expect(getMailLists()[1].ended).toBe(false);
      await loadNextPage(1);
      expect(calls.bodies('/query-mail')).toEqual([
        { type: 1, lastMailId: 0 },
        { type: 1, lastMailId: 14 },
        { type: 1, lastMailId: 4 },
        { type: 1, lastMailId: 1 },
      ]);
      const list = getMailLists()[1];
      expect(list.ended).toBe(true);
      expect(list.items.map((item) => item.mailId)).toEqual(
        Array.from({ length: 23 }, (_, index) => 23 - index),
      );
      await loadNextPage(1);
      expect(calls.bodies('/query-mail')).toHaveLength(4);
    });

    it('asks one page at a time', async () => {
      const calls = stubCalls({ '/query-mail': mailbox(23) });
      await Promise.all([loadNextPage(1), loadNextPage(1)]);
      expect(calls.bodies('/query-mail')).toHaveLength(1);
    });

    it('keeps a failed page to retry, and the list stays', async () => {
      let refuse = false;
      const box = mailbox(15);
      stubCalls({
        '/query-mail': (body) => {
          if (refuse) throw new CallRefusal(500);
          return box(body);
        },
      });
      await loadNextPage(1);
      refuse = true;
      await expect(loadNextPage(1)).rejects.toThrow();
      expect(getMailLists()[1]).toMatchObject({ failed: true, loading: false, cursor: 6 });
      refuse = false;
      await loadNextPage(1);
      expect(getMailLists()[1].items).toHaveLength(15);
    });

    it('shows another token’s lists as empty', async () => {
      stubCalls({ '/query-mail': mailbox(3) });
      await loadNextPage(1);
      updateSession({ token: 'n'.repeat(64) });
      expect(getMailLists()[1].items).toEqual([]);
    });
  });

  describe('reading a mail', () => {
    it('marks it read and lowers the counts at once, then takes the server’s counts', async () => {
      stubCalls({ '/query-mail': mailbox(2) });
      await loadNextPage(1);
      setUnreadMail({ unread: 3, system: 2, personal: 1 });
      const answer = deferred<object>();
      const calls = stubCalls({ '/read-mail': () => answer.promise });
      const reading = readMail(mail(2));
      expect(getUnreadMail()).toEqual({ unread: 2, system: 1, personal: 1 });
      expect(getMailLists()[1].items.find((item) => item.mailId === 2)?.status).toBe(1);
      answer.resolve({ unread: 1, system: 0, personal: 1 });
      await reading;
      expect(calls.bodies('/read-mail')).toEqual([{ mailId: 2 }]);
      expect(getUnreadMail()).toEqual({ unread: 1, system: 0, personal: 1 });
    });

    it('lowers the personal count for a personal mail', async () => {
      setUnreadMail({ unread: 3, system: 2, personal: 1 });
      const answer = deferred<object>();
      stubCalls({ '/read-mail': () => answer.promise });
      const reading = readMail(mail(7, { type: 2 }));
      expect(getUnreadMail()).toEqual({ unread: 2, system: 2, personal: 0 });
      answer.resolve({ unread: 2, system: 2, personal: 0 });
      await reading;
    });

    it('puts a refused read back to unread and asks the counts again', async () => {
      stubCalls({ '/query-mail': mailbox(2) });
      await loadNextPage(1);
      setUnreadMail({ unread: 2, system: 2, personal: 0 });
      const calls = stubCalls({
        '/read-mail': () => {
          throw new CallRefusal(404);
        },
        '/mail/unread': { unread: 2, system: 2, personal: 0 },
      });
      await expect(readMail(mail(2))).rejects.toThrow();
      expect(getMailLists()[1].items.find((item) => item.mailId === 2)?.status).toBe(0);
      await vi.waitFor(() => expect(getUnreadMail()).toEqual({ unread: 2, system: 2, personal: 0 }));
      expect(calls.paths()).toContain('/mail/unread');
    });

    it('asks nothing for a mail already read', async () => {
      setUnreadMail({ unread: 1, system: 1, personal: 0 });
      const calls = stubCalls({});
      await readMail(mail(3, { status: 1 }));
      expect(calls.paths()).toEqual([]);
      expect(getUnreadMail()).toEqual({ unread: 1, system: 1, personal: 0 });
    });
  });

  describe('push 54, a new mail', () => {
    it('shows the counts it carries and asks /mail/unread', async () => {
      const answer = deferred<object>();
      const calls = stubCalls({ '/mail/unread': () => answer.promise });
      const arriving = mailArrived({ unread: 1, system: 0, personal: 1 });
      expect(getUnreadMail()).toEqual({ unread: 1, system: 0, personal: 1 });
      answer.resolve({ unread: 2, system: 1, personal: 1 });
      await arriving;
      expect(calls.paths()).toEqual(['/mail/unread']);
      expect(getUnreadMail()).toEqual({ unread: 2, system: 1, personal: 1 });
    });

    it('brings the new mail to the front of a list being shown, and not of one that is not', async () => {
      let count = 12;
      stubCalls({
        '/query-mail': (body) => mailbox(count)(body),
        '/mail/unread': () => ({ unread: count, system: count, personal: 0 }),
      });
      await loadNextPage(1);
      expect(
        getMailLists()[1]
          .items.map((item) => item.mailId)
          .slice(0, 2),
      ).toEqual([12, 11]);
      count = 13;
      const stop = followNewMail([1]);
      await mailArrived({});
      await vi.waitFor(() => expect(getMailLists()[1].items[0]?.mailId).toBe(13));
      // The pages already shown stay, with the next page's cursor.
      expect(getMailLists()[1].items).toHaveLength(11);
      expect(getMailLists()[1].cursor).toBe(3);
      stop();
      count = 14;
      await mailArrived({});
      expect(getMailLists()[1].items[0]?.mailId).toBe(13);
    });
  });

  it('lists the newest mail of both types first', () => {
    const lists = {
      1: {
        items: [mail(5, { createdAt: 50 }), mail(1, { createdAt: 10 })],
        cursor: 0,
        ended: true,
        loading: false,
        failed: false,
      },
      2: {
        items: [mail(4, { type: 2, createdAt: 40 })],
        cursor: 0,
        ended: true,
        loading: false,
        failed: false,
      },
    };
    expect(latestMail(lists, 2).map((item) => item.mailId)).toEqual([5, 4]);
  });
});

describe('a mail’s text', () => {
  const t = ((key: string, params?: Record<string, unknown>) =>
    `${key}${params ? JSON.stringify(params) : ''}`) as Translate;

  it('shows a plain mail’s title and content as sent', () => {
    expect(mailText(mail(1, { title: 'Hello', content: 'World' }), t, 'en')).toEqual({
      title: 'Hello',
      body: 'World',
    });
  });

  it('translates a template, its amount formatted as money with the currency’s mark', () => {
    const deposit = mail(2, { template: { key: 'deposit', values: { amount: 123456, currency: 'USDT' } } });
    expect(mailText(deposit, t, 'en')).toEqual({
      title: 'mail.deposit.title',
      body: 'mail.deposit.body{"amount":"₮1,234.56","currency":"USDT"}',
    });
    expect(mailText(deposit, t, 'de').body).toBe('mail.deposit.body{"amount":"₮1.234,56","currency":"USDT"}');
  });

  it('passes the VIP level and shows the welcome without values', () => {
    expect(mailText(mail(3, { template: { key: 'levelUp', values: { vip: 4 } } }), t, 'en')).toEqual({
      title: 'mail.levelUp.title{"vip":4}',
      body: 'mail.levelUp.body{"vip":4}',
    });
    expect(mailText(mail(4, { template: { key: 'welcome', values: {} } }), t, 'en').title).toBe(
      'mail.welcome.title',
    );
  });

  it('shows a template it cannot fill as sent', () => {
    const broken = mail(5, {
      title: 'Withdrawal approved',
      content: 'Sent as is',
      template: { key: 'withdrawalApproved', values: { currency: 'USDT' } },
    });
    expect(mailText(broken, t, 'en')).toEqual({ title: 'Withdrawal approved', body: 'Sent as is' });
  });
});
