// The fund password a move out of the vault needs: whether the player has
// one (/withdraw/bind/query is the call that says so) and setting a first one.
import { callApi } from '@/lib/api-client';

export async function hasFundPassword(): Promise<boolean> {
  return (await callApi('/withdraw/bind/query')).fundPasswordSet;
}

export async function setFundPassword(password: string): Promise<void> {
  await callApi('/fund-password/set', { password });
}
