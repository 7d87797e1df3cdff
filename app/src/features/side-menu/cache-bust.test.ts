import { cacheBustUrl } from './cache-bust';

describe('cacheBustUrl', () => {
  it('adds the timestamp before the hash route', () => {
    expect(cacheBustUrl('https://play.example/#/pages/Bonus/Bonus', 1700000000000)).toBe(
      'https://play.example/?t=1700000000000#/pages/Bonus/Bonus',
    );
  });

  it('replaces an earlier timestamp and keeps other parameters', () => {
    expect(cacheBustUrl('https://play.example/index.html?channel=7&t=1#/', 42)).toBe(
      'https://play.example/index.html?channel=7&t=42#/',
    );
  });
});
