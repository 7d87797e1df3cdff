// The reward claims: today's sign-in (/signin/claim), a task's reward
// (/task/claim) and a spin (/spinwheel/spin). Each sends one attempt per
// claim: a second press while the call is in flight joins it, and the
// attempt's idempotency key is kept across retries after a lost connection,
// a time-out or a server fault, so the sandbox credits it once
// (lib/money/idempotency-key.ts); the attempt is settled once answered or
// refused for good. After a claim the balance and the rewards are loaded
// again (the badge falls with them); a spin's balance waits for its landing.
import type { CallBody, CallData, CallPath } from '@/lib/api/api-types';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { callApi } from '@/lib/api-client';
import { balanceAdded } from '@/lib/balance-added';
import { createAttempt, refusedForGood } from '@/lib/money/idempotency-key';
import { refreshRewards, updateRewards } from './rewards-store';

type ClaimPath = '/signin/claim' | '/task/claim' | '/spinwheel/spin';
type ClaimRequest<Path extends ClaimPath> = Omit<CallBody<Path>, 'idempotencyKey'>;
export type ClaimSender<Path extends ClaimPath> = (request: ClaimRequest<Path>) => Promise<CallData<Path>>;

/** One sender per kind of claim; the same request retried keeps its key. */
export function createClaimSender<Path extends ClaimPath & CallPath>(
  path: Path,
  attempt = createAttempt(),
): ClaimSender<Path> {
  let inFlight: Promise<CallData<Path>> | null = null;
  return (request) => {
    if (inFlight) return inFlight;
    const body = { ...request, idempotencyKey: attempt.key(request) } as CallBody<Path>;
    inFlight = callApi(path, body)
      .then(
        (answer) => {
          attempt.settle();
          return answer;
        },
        (error: unknown) => {
          if (refusedForGood(error)) attempt.settle();
          throw error;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

const ignoreFailure = () => undefined;

/** Shows the credit in the shell's "added to your balance" note (as a push 53 does). */
export function announceCredit(amount: number, currency: string): void {
  if (amount > 0) balanceAdded.set({ amount, currency, serial: (balanceAdded.get()?.serial ?? 0) + 1 });
}

/** The balance and every reward again: what a claim changed. */
export function refreshAfterClaim(): Promise<void> {
  return Promise.all([refreshBalance().catch(ignoreFailure), refreshRewards().catch(ignoreFailure)]).then(
    () => undefined,
  );
}

const sendSigninClaim = createClaimSender('/signin/claim');
// Each task its own attempt: claiming one while another's claim is in flight is not a retry.
const taskClaimSenders = new Map<number, ClaimSender<'/task/claim'>>();
function taskClaimSender(rewardId: number): ClaimSender<'/task/claim'> {
  let sender = taskClaimSenders.get(rewardId);
  if (!sender) {
    sender = createClaimSender('/task/claim');
    taskClaimSenders.set(rewardId, sender);
  }
  return sender;
}
const sendSpin = createClaimSender('/spinwheel/spin');

/** Claims today's sign-in reward, then refreshes. */
export async function claimSignin(): Promise<CallData<'/signin/claim'>> {
  const answer = await sendSigninClaim({});
  announceCredit(answer.reward, answer.currency);
  await refreshAfterClaim();
  return answer;
}

/** Takes a done task's reward, then refreshes. */
export async function claimTask(rewardId: number): Promise<CallData<'/task/claim'>> {
  const answer = await taskClaimSender(rewardId)({ rewardId });
  announceCredit(answer.reward, answer.currency);
  await refreshAfterClaim();
  return answer;
}

/**
 * Spends a spin: the server draws the prize. The score left is the answer's;
 * the balance and the tasks are refreshed by the caller once the wheel lands.
 */
export async function spinWheel(wheelId: number): Promise<CallData<'/spinwheel/spin'>> {
  const answer = await sendSpin({ wheelId });
  updateRewards({ spinScore: answer.spinScore });
  return answer;
}
