// Pull-to-refresh (SPEC §2: the Withdrawals page has it on), as a pure
// function of how far the finger has moved down since it touched the page at
// its top: the indicator follows at half the finger's distance (the usual
// resistance), up to 1.5 times the threshold, and letting go once it has
// reached the threshold refreshes.

/** How far (CSS px) the indicator must come down before letting go refreshes. */
export const pullThresholdPx = 64;

export type PullPhase = 'idle' | 'pulling' | 'armed';

export interface PullState {
  readonly phase: PullPhase;
  /** How far the indicator is drawn down, CSS px. */
  readonly offset: number;
}

export const restingPull: PullState = { phase: 'idle', offset: 0 };

/** The pull after the finger has moved `dragPx` down (negative: up) from where it touched. */
export function pullState(dragPx: number, thresholdPx: number = pullThresholdPx): PullState {
  if (!(dragPx > 0)) return restingPull;
  const offset = Math.min(dragPx / 2, thresholdPx * 1.5);
  return { phase: offset >= thresholdPx ? 'armed' : 'pulling', offset };
}

/** Whether letting go now refreshes. */
export function refreshesOnRelease(state: PullState): boolean {
  return state.phase === 'armed';
}
