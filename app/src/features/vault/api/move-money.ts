// /vault/in (free) and /vault/out (with the fund password): one move between
// the wallet and the vault, applied once per idempotency key.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type MoveIn = CallBody<'/vault/in'>;
export type MoveOut = CallBody<'/vault/out'>;
export type MoveAnswer = CallData<'/vault/in'>;

export function moveIntoVault(move: MoveIn): Promise<MoveAnswer> {
  return callApi('/vault/in', move);
}

export function moveOutOfVault(move: MoveOut): Promise<MoveAnswer> {
  return callApi('/vault/out', move);
}
