// The sandbox's withdrawal calls, faked at fetch for the feature's page
// tests: each call's path answers from a handler (its data, or a Refusal's
// code), and every call is recorded with its body.
import { bankLists } from '@content/banks';
import { vi } from 'vitest';
import type { WithdrawBinding } from '@/features/withdraw/api/withdraw-binding';
import type { WithdrawalPage } from '@/features/withdraw/api/withdrawal-list';

export class Refusal {
  constructor(readonly code: number) {}
}

export type Handler = (body: Record<string, unknown>) => unknown;

export interface SandboxCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

export const boundBkash = {
  bankAccountId: 1,
  region: 'BD',
  bankCode: 'BDT_BKASH',
  accountNumber: '01712345678',
  holderName: 'Rahim Uddin',
};

export function bindingAnswer(change: Partial<WithdrawBinding> = {}): WithdrawBinding {
  return {
    region: 'BD',
    currency: 'BDT',
    banks: bankLists.bangladesh.banks.map((bank) => ({ ...bank })),
    regions: [
      { region: 'BD', name: 'Bangladesh', currency: 'BDT' },
      { region: 'JP', name: 'Japan', currency: 'JPY' },
      { region: 'KR', name: 'South Korea', currency: 'KRW' },
    ],
    accounts: [boundBkash],
    fundPasswordSet: true,
    ...change,
  };
}

export function listAnswer(list: WithdrawalPage['list'] = []): WithdrawalPage {
  return { list, total: list.length, page: 1, pageSize: 10 };
}

export const withdrawalSession = {
  token: 'f'.repeat(64),
  balance: 5000,
  currency: 'USDT',
  balances: [{ currency: 'USDT', amount: 5000 }],
};

const defaultHandlers: Record<string, Handler> = {
  '/withdraw/bind/query': () => bindingAnswer(),
  '/withdraw/list': () => listAnswer(),
  '/refresh-balance': () => ({ currency: 'USDT', balance: 5000, balances: withdrawalSession.balances }),
};

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch with the handlers (over the defaults); answers the list of calls made. */
export function stubSandbox(handlers: Record<string, Handler> = {}): SandboxCall[] {
  const calls: SandboxCall[] = [];
  const all = { ...defaultHandlers, ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://sandbox.test').pathname.replace(/^\/api/, '');
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      calls.push({ path, body });
      const handler = all[path];
      if (!handler) return envelope(404, { code: 404, msg: 'unknown call', data: null });
      try {
        return envelope(200, { code: 0, msg: 'ok', data: await handler(body) });
      } catch (error) {
        if (error instanceof Refusal)
          return envelope(error.code, { code: error.code, msg: 'refused', data: null });
        throw error;
      }
    }),
  );
  return calls;
}

export function callsTo(calls: readonly SandboxCall[], path: string): SandboxCall[] {
  return calls.filter((call) => call.path === path);
}
