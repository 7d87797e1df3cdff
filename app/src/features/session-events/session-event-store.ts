// Which session-event prompt is open (SPEC §8), and the VIP celebrations
// waiting to be shown (SPEC §7: 56 level-up, 57 birthday); set by the
// socket's pushes, read by the prompts and the celebration popups. The latest
// balance-added note is lib/balance-added.ts.
import { createStore } from '@/lib/create-store';

export type SessionPrompt = 'signedInElsewhere' | 'accountDisabled' | 'newVersion';

export const sessionPrompt = createStore<SessionPrompt | null>(null);

/** A level-up (push 56) or a birthday (push 57), with the reward the sandbox credited. */
export interface Celebration {
  readonly kind: 'levelUp' | 'birthday';
  /** Tells two celebrations of the same kind and level apart. */
  readonly serial: number;
  /** The player's VIP level: the one reached, or the one whose birthday gift was given. */
  readonly level: number;
  /** Minor units of `currency`; 0 when nothing was credited (a birthday gift already given this year). */
  readonly reward: number;
  readonly currency: string;
}

/** The celebrations not yet seen, the one shown first. */
export const celebrations = createStore<readonly Celebration[]>([]);

let lastSerial = 0;

export function celebrate(celebration: Omit<Celebration, 'serial'>): void {
  lastSerial += 1;
  celebrations.set([...celebrations.get(), { ...celebration, serial: lastSerial }]);
}

/** The shown celebration is closed; the next, if any, follows. */
export function dismissCelebration(): void {
  celebrations.set(celebrations.get().slice(1));
}
