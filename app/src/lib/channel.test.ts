import { describe, expect, it } from 'vitest';
import { channelFields } from './channel';

describe('channelFields (SPEC §5 channel id, §9 default 2)', () => {
  it.each([
    ['an all-digit value is a numeric channelId', '123', { channelId: 123 }],
    ['leading zeros are the same channel', '0042', { channelId: 42 }],
    ['a single digit', '7', { channelId: 7 }],
    ['digits of another script read as 0-9', '١٢٣', { channelId: 123 }],
    ['spaces around the digits are not part of it', ' 55 ', { channelId: 55 }],
    ['letters and digits are a referral code', 'AB12', { referalCode: 'AB12' }],
    ['a seeded referral code', 'DEMO0001', { referalCode: 'DEMO0001' }],
    ['a code keeps its case (the server ignores it)', 'demo0001', { referalCode: 'demo0001' }],
    ['a digit string with a sign is not a channel', '-12', { referalCode: '-12' }],
    ['a decimal is not a channel', '1.5', { referalCode: '1.5' }],
    ['digits with a space inside are a code', '12 34', { referalCode: '12 34' }],
    ['no value is the default channel 2', undefined, { channelId: 2 }],
    ['null is the default channel 2', null, { channelId: 2 }],
    ['an empty value is the default channel 2', '', { channelId: 2 }],
    ['only spaces is the default channel 2', '   ', { channelId: 2 }],
  ])('%s', (_name, given, expected) => {
    expect(channelFields(given)).toEqual(expected);
  });
});
