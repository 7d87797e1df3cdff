// Which session-event prompt is open (SPEC §8); set by the socket's pushes,
// read by the prompts. The latest balance-added note is lib/balance-added.ts.
import { createStore } from '@/lib/create-store';

export type SessionPrompt = 'signedInElsewhere' | 'accountDisabled' | 'newVersion';

export const sessionPrompt = createStore<SessionPrompt | null>(null);
