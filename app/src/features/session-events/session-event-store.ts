// Which session-event prompt is open (SPEC §8) and the latest balance-added
// note; set by the socket's pushes, read by the prompts.
import { createStore } from '@/lib/create-store';

export type SessionPrompt = 'signedInElsewhere' | 'accountDisabled' | 'newVersion';

export const sessionPrompt = createStore<SessionPrompt | null>(null);

/** The minor units last added by a cmd 53 push, with a serial so the same amount shows again. */
export const balanceAdded = createStore<{
  readonly amount: number;
  readonly currency: string;
  readonly serial: number;
} | null>(null);
