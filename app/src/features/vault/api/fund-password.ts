// Whether the player has the fund password a move out of the vault needs
// (/withdraw/bind/query is the call that says so; lib/money/fund-password.ts
// sets a first one).
import { callApi } from '@/lib/api-client';

export async function hasFundPassword(): Promise<boolean> {
  return (await callApi('/withdraw/bind/query')).fundPasswordSet;
}
