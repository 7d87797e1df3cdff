import { describe, expect, it } from 'vitest';
import { areaCodes, areaCodesFor } from './area-codes';

describe('area codes', () => {
  it('puts SPEC §9’s default, 86, first in every language', () => {
    expect(areaCodesFor('en')[0]).toMatchObject({ region: 'CN', code: '86' });
    expect(areaCodesFor('ar')[0]).toMatchObject({ region: 'CN', code: '86' });
  });

  it('holds each region and each code once, codes as digits', () => {
    expect(new Set(areaCodes.map((entry) => entry.region)).size).toBe(areaCodes.length);
    expect(new Set(areaCodes.map((entry) => entry.code)).size).toBe(areaCodes.length);
    for (const entry of areaCodes) expect(entry.code).toMatch(/^\d{1,4}$/);
  });

  it('names regions in the player’s language and sorts the rest by that name', () => {
    const english = areaCodesFor('en');
    expect(english.find((entry) => entry.code === '880')?.name).toBe('Bangladesh');
    const rest = english.slice(1).map((entry) => entry.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(areaCodesFor('ja').find((entry) => entry.code === '81')?.name).toBe('日本');
  });
});
