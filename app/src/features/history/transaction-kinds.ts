// The ledger's kinds of transfer (tools/sandbox/ledger.h) as a player reads
// them, in one table: each kind's label, the group the type filter files it
// under, and its sign for the player: + when money comes to the player's
// wallet or game money, − when it leaves them, none when a withdrawal already
// taken from the wallet is paid out.
import type { PlainMessageKey } from '@/lib/message-keys';
import type { Transaction, TransactionQuery } from './api/get-transactions';

export type TransferKind = NonNullable<TransactionQuery['type']>;

export const transactionGroups = [
  'deposits',
  'withdrawals',
  'gameTransfers',
  'bets',
  'wins',
  'bonuses',
  'vault',
] as const;
export type TransactionGroup = (typeof transactionGroups)[number];

/** +1 a credit to the player, −1 a debit, 0 neither. */
export type Sign = 1 | -1 | 0;

export interface KindInfo {
  readonly group: TransactionGroup;
  readonly sign: Sign;
  readonly label: PlainMessageKey;
}

export const transferKinds = {
  seed: { group: 'deposits', sign: 1, label: 'transactions.kinds.seed' },
  deposit: { group: 'deposits', sign: 1, label: 'transactions.kinds.deposit' },
  admin_credit: { group: 'deposits', sign: 1, label: 'transactions.kinds.adminCredit' },
  withdraw: { group: 'withdrawals', sign: -1, label: 'transactions.kinds.withdraw' },
  withdraw_paid: { group: 'withdrawals', sign: 0, label: 'transactions.kinds.withdrawPaid' },
  withdraw_refund: { group: 'withdrawals', sign: 1, label: 'transactions.kinds.withdrawRefund' },
  game_in: { group: 'gameTransfers', sign: -1, label: 'transactions.kinds.gameIn' },
  game_out: { group: 'gameTransfers', sign: 1, label: 'transactions.kinds.gameOut' },
  bet: { group: 'bets', sign: -1, label: 'transactions.kinds.bet' },
  win: { group: 'wins', sign: 1, label: 'transactions.kinds.win' },
  signin: { group: 'bonuses', sign: 1, label: 'transactions.kinds.signin' },
  task: { group: 'bonuses', sign: 1, label: 'transactions.kinds.task' },
  spin: { group: 'bonuses', sign: 1, label: 'transactions.kinds.spin' },
  bonus: { group: 'bonuses', sign: 1, label: 'transactions.kinds.bonus' },
  welcome_bonus: { group: 'bonuses', sign: 1, label: 'promotions.transferKinds.welcomeBonus' },
  rebate: { group: 'bonuses', sign: 1, label: 'promotions.transferKinds.rebate' },
  activity: { group: 'bonuses', sign: 1, label: 'promotions.transferKinds.activity' },
  referral: { group: 'bonuses', sign: 1, label: 'promotions.transferKinds.referral' },
  vault_in: { group: 'vault', sign: -1, label: 'transactions.kinds.vaultIn' },
  vault_out: { group: 'vault', sign: 1, label: 'transactions.kinds.vaultOut' },
} as const satisfies Record<TransferKind, KindInfo>;

export const groupLabels: Readonly<Record<TransactionGroup, PlainMessageKey>> = {
  deposits: 'transactions.groups.deposits',
  withdrawals: 'transactions.groups.withdrawals',
  gameTransfers: 'transactions.groups.gameTransfers',
  bets: 'transactions.groups.bets',
  wins: 'transactions.groups.wins',
  bonuses: 'transactions.groups.bonuses',
  vault: 'transactions.groups.vault',
};

/** The accounts a transfer joins (openapi.yaml Transaction.from and .to). */
export const accountLabels: Readonly<Record<string, PlainMessageKey>> = {
  wallet: 'transactions.accounts.wallet',
  game: 'transactions.accounts.game',
  vault: 'transactions.accounts.vault',
  pending_withdrawal: 'transactions.accounts.pendingWithdrawal',
  house: 'transactions.accounts.house',
  bonus_pool: 'transactions.accounts.bonusPool',
};

const kindNames = Object.keys(transferKinds) as TransferKind[];

export function isTransferKind(name: string | null): name is TransferKind {
  return kindNames.some((kind) => kind === name);
}

/** The kinds of a group, in the table's order. */
export function kindsOf(group: TransactionGroup): TransferKind[] {
  return kindNames.filter((kind) => transferKinds[kind].group === group);
}

export function kindInfo(name: string): KindInfo | undefined {
  return isTransferKind(name) ? transferKinds[name] : undefined;
}

/**
 * A row's sign for the player: its kind's, or for a kind this table does not
 * know yet, + when it credits the wallet and − when it debits it.
 */
export function signOf(row: Pick<Transaction, 'type' | 'from' | 'to'>): Sign {
  const known = kindInfo(row.type);
  if (known) return known.sign;
  if (row.to === 'wallet') return 1;
  if (row.from === 'wallet') return -1;
  return 0;
}

/** What the type filter chooses: one kind, or a whole group (sent as its kinds). */
export type TypeFilter = TransferKind | TransactionGroup;

export function isTypeFilter(name: string | null): name is TypeFilter {
  return isTransferKind(name) || transactionGroups.some((group) => group === name);
}

/** The kinds a type filter stands for. */
export function kindsOfFilter(filter: TypeFilter): TransferKind[] {
  return isTransferKind(filter) ? [filter] : kindsOf(filter);
}
