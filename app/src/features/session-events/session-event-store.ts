// Which session-event prompt is open (SPEC §8), and the VIP pushes whose
// popup is still to be seen (SPEC §7: 56 level-up, 57 birthday); set by the
// socket's pushes, read by the prompts and the celebration popups. The latest
// balance-added note is lib/balance-added.ts.
import { createStore } from '@/lib/create-store';
import type { SocketPush } from '@/lib/socket-client';

/** spinReady: push 60 brought the spin score to the cheapest wheel's cost. */
export type SessionPrompt = 'signedInElsewhere' | 'accountDisabled' | 'newVersion' | 'spinReady';

export const sessionPrompt = createStore<SessionPrompt | null>(null);

/**
 * The 56 and 57 pushes not yet seen, the one shown first, kept as they came:
 * the popups' own chunk reads them (celebration-popups.tsx), so home's start
 * carries no more than the queue.
 */
export const celebrationPushes = createStore<readonly SocketPush[]>([]);
