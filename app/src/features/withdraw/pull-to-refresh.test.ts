import { describe, expect, it } from 'vitest';
import { pullState, pullThresholdPx, refreshesOnRelease, restingPull } from './pull-to-refresh';

describe('pullState', () => {
  it('rests while the finger has not moved down', () => {
    expect(pullState(0)).toEqual(restingPull);
    expect(pullState(-40)).toEqual(restingPull);
    expect(pullState(Number.NaN)).toEqual(restingPull);
  });

  it('follows at half the distance and arms exactly at the threshold', () => {
    expect(pullState(40)).toEqual({ phase: 'pulling', offset: 20 });
    expect(pullState(pullThresholdPx * 2 - 2).phase).toBe('pulling');
    expect(pullState(pullThresholdPx * 2)).toEqual({ phase: 'armed', offset: pullThresholdPx });
  });

  it('stops the indicator at one and a half thresholds however far the finger goes', () => {
    expect(pullState(10_000)).toEqual({ phase: 'armed', offset: pullThresholdPx * 1.5 });
  });

  it('takes another threshold', () => {
    expect(pullState(100, 40).phase).toBe('armed');
    expect(pullState(100, 80).phase).toBe('pulling');
  });
});

describe('refreshesOnRelease', () => {
  it('refreshes only a pull that reached the threshold', () => {
    expect(refreshesOnRelease(pullState(pullThresholdPx * 2))).toBe(true);
    expect(refreshesOnRelease(pullState(pullThresholdPx))).toBe(false);
    expect(refreshesOnRelease(restingPull)).toBe(false);
  });
});
