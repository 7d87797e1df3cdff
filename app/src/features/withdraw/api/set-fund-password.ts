// /fund-password/set: the player's first fund password (6 to 64 characters).
// PENDING: the account pages (ManageAccount) change it later with the old one;
// the withdraw popup only sets a missing one.
import { callApi } from '@/lib/api-client';

export async function setFundPassword(password: string): Promise<void> {
  await callApi('/fund-password/set', { password });
}
