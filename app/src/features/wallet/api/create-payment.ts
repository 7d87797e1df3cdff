// /payment/create: a deposit becomes a pending payment with the sandbox's
// payment page to confirm it on. One sender per deposit form sends each
// attempt once: a press while the call is in flight joins it (a double click
// creates one payment), and the attempt's idempotency key is kept across
// retries of the same request after a lost connection, a time-out or a
// server fault (a retried request that did arrive creates nothing new). The
// attempt is settled, and the next press is a new one, once the call is
// answered or refused for good (4xx), or when the request changes.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { CallError } from '@/lib/api/call-error';
import { callApi } from '@/lib/api-client';
import { createAttempt, type Attempt } from '@/lib/money/idempotency-key';

export type Payment = CallData<'/payment/create'>;
export type PaymentState = Payment['state'];
export type DepositRequest = Omit<CallBody<'/payment/create'>, 'idempotencyKey'>;
export type DepositSender = (request: DepositRequest) => Promise<Payment>;

/** A refusal that a retry with the same key cannot change (a 4xx answer). */
function refusedForGood(error: unknown): boolean {
  return error instanceof CallError && typeof error.code === 'number' && error.code < 500;
}

export function createDepositSender(attempt: Attempt = createAttempt()): DepositSender {
  let attemptRequest: string | null = null;
  let inFlight: Promise<Payment> | null = null;
  const settle = () => {
    attempt.settle();
    attemptRequest = null;
  };
  return (request) => {
    if (inFlight) return inFlight;
    const fingerprint = JSON.stringify([request.currency, request.method, request.amount]);
    // Another amount, currency or method is another attempt: its own key.
    if (fingerprint !== attemptRequest) settle();
    attemptRequest = fingerprint;
    const call = callApi('/payment/create', { ...request, idempotencyKey: attempt.key() }).then(
      (payment) => {
        settle();
        return payment;
      },
      (error: unknown) => {
        if (refusedForGood(error)) settle();
        throw error;
      },
    );
    inFlight = call.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
