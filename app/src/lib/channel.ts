// SPEC §5: the channel a player came through, as the sign-up calls take it
// (/user/register, /login-tg). A value of digits only is a channel number,
// sent as a numeric channelId; anything else is a player's referral code,
// sent as referalCode (the contract's spelling); no value at all is the
// default channel (SPEC §9: 2). The value may come from a referral link
// (?ref= or ?channel=) or from the register form's referral field.
import { site } from '@content/site';
import { asciiDigits } from '@/lib/money/amount-validator';

export type ChannelFields = { readonly channelId: number } | { readonly referalCode: string };

/** The channel value as the player gave it: trimmed, its script's digits read as 0-9. */
export function channelValue(given: string | null | undefined): string {
  return asciiDigits(given?.trim() ?? '');
}

export function channelFields(given: string | null | undefined): ChannelFields {
  const value = channelValue(given);
  if (value === '') return { channelId: site.defaultChannelId };
  if (/^[0-9]+$/.test(value)) return { channelId: Number(value) };
  return { referalCode: value };
}
