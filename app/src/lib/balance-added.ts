// The latest credit a push 53 announced (SPEC §7: "balance added"): the
// amount in minor units, its currency, and a serial so the same amount shows
// again. The shell's toast shows it; a page whose list a credit changes (a
// refunded withdrawal) reloads on it.
import { createStore } from './create-store';

export interface BalanceAdded {
  readonly amount: number;
  readonly currency: string;
  readonly serial: number;
}

export const balanceAdded = createStore<BalanceAdded | null>(null);
