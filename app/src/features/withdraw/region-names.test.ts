import { describe, expect, it } from 'vitest';
import { regionName, searchRegions } from './region-names';

const japan = { region: 'JP', name: 'Japan' };
const regions = [
  { region: 'BD', name: 'Bangladesh', currency: 'BDT' },
  { region: 'JP', name: 'Japan', currency: 'JPY' },
  { region: 'KR', name: 'South Korea', currency: 'KRW' },
];

describe('regionName', () => {
  it('names the region in the player’s language', () => {
    expect(regionName('de', japan)).toBe('Japan');
    expect(regionName('fr', japan)).toBe('Japon');
    expect(regionName('ja', japan)).toBe('日本');
    expect(regionName('ar', japan)).toBe('اليابان');
  });

  it('keeps the English name for a code the browser cannot name', () => {
    expect(regionName('en', { region: 'AA', name: 'Nowhere' })).toBe('Nowhere');
    expect(regionName('en', { region: 'not a code', name: 'Somewhere' })).toBe('Somewhere');
  });
});

describe('searchRegions', () => {
  it('finds a region by its translated name, its English name or its code', () => {
    const french = (region: (typeof regions)[number]) => regionName('fr', region);
    expect(searchRegions(regions, 'japon', french).map((region) => region.region)).toEqual(['JP']);
    expect(searchRegions(regions, 'korea', french).map((region) => region.region)).toEqual(['KR']);
    expect(searchRegions(regions, 'corée', french).map((region) => region.region)).toEqual(['KR']);
    expect(searchRegions(regions, 'bd', french).map((region) => region.region)).toEqual(['BD']);
    expect(searchRegions(regions, '', french)).toBe(regions);
  });
});
