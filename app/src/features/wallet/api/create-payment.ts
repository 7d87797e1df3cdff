// /payment/create: a deposit becomes a pending payment with the sandbox's
// payment page to confirm it on. One sender per deposit form sends each
// attempt once: a press while the call is in flight joins it (a double click
// creates one payment), and the attempt's idempotency key is kept across
// retries of the same request after a lost connection, a time-out or a
// server fault (a retried request that did arrive creates nothing new). The
// attempt is settled, and the next press is a new one, once the call is
// answered or refused for good (lib/money/idempotency-key.ts), or when the
// request changes.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import { createAttempt, refusedForGood, type Attempt } from '@/lib/money/idempotency-key';

export type Payment = CallData<'/payment/create'>;
export type PaymentState = Payment['state'];
export type DepositRequest = Omit<CallBody<'/payment/create'>, 'idempotencyKey'>;
export type DepositSender = (request: DepositRequest) => Promise<Payment>;

export function createDepositSender(attempt: Attempt = createAttempt()): DepositSender {
  let inFlight: Promise<Payment> | null = null;
  return (request) => {
    if (inFlight) return inFlight;
    // Another amount, currency or method is another attempt: its own key.
    const call = callApi('/payment/create', { ...request, idempotencyKey: attempt.key(request) }).then(
      (payment) => {
        attempt.settle();
        return payment;
      },
      (error: unknown) => {
        if (refusedForGood(error)) attempt.settle();
        throw error;
      },
    );
    inFlight = call.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
