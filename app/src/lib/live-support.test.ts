import { describe, expect, it } from 'vitest';
import { chatRequest, platformPid, showsLiveSupport } from './live-support';

describe('showsLiveSupport', () => {
  it.each([
    { platformId: null, shown: true },
    { platformId: 1, shown: true },
    { platformId: 8, shown: true },
    { platformId: 10, shown: false },
  ])('platform $platformId: shown $shown (the site hides it on 10)', ({ platformId, shown }) => {
    expect(showsLiveSupport(platformId)).toBe(shown);
  });

  it('hides it on the platforms it is given', () => {
    expect(showsLiveSupport(3, [3])).toBe(false);
    expect(showsLiveSupport(10, [3])).toBe(true);
  });
});

describe('chatRequest', () => {
  it('sends the player’s platform id as pid with the language (SPEC §7)', () => {
    expect(chatRequest(8, 'de')).toEqual({ pid: 8, lang: 'de' });
  });

  it('sends an empty pid for a visitor', () => {
    expect(chatRequest(null, 'en')).toEqual({ pid: '', lang: 'en' });
    expect(platformPid(undefined)).toBe('');
  });
});
