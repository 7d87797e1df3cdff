// The withdrawal calls' answers for the feature's page tests: one bound
// bKash account, its region's banks, an empty list and a USDT balance, over
// which each test sets what it needs (testing/stub-calls.ts answers them).
import { bankLists } from '@content/banks';
import { stubCalls, type CallAnswers, type StubbedCalls } from '@/testing/stub-calls';
import type { WithdrawBinding } from '@/features/withdraw/api/withdraw-binding';
import type { WithdrawalPage } from '@/features/withdraw/api/withdrawal-list';

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

const defaultAnswers: CallAnswers = {
  '/withdraw/bind/query': () => bindingAnswer(),
  '/withdraw/list': () => listAnswer(),
  '/refresh-balance': { currency: 'USDT', balance: 5000, balances: withdrawalSession.balances },
};

/** Stubs the calls with these answers over the defaults. */
export function stubWithdrawCalls(answers: CallAnswers = {}): StubbedCalls {
  return stubCalls({ ...defaultAnswers, ...answers });
}
