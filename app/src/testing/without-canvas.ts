// jsdom has no canvas: its getContext logs "not implemented" for every card.
// Lobby page tests answer null instead, as a browser without 2D canvas would.
import { beforeEach, vi } from 'vitest';

export function withoutCanvas(): void {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
}
