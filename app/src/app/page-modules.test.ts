import { describe, expect, it } from 'vitest';
import { pageModule } from './page-modules';

describe('pageModule', () => {
  it('gives each page one loader, so a preloaded page is found again', () => {
    expect(pageModule('Bonus')).toBe(pageModule('Bonus'));
    expect(pageModule('index')).toBe(pageModule('index'));
    expect(pageModule('Bonus')).not.toBe(pageModule('Wallet'));
  });

  it('loads another page through the registry chunk, and a page not built yet as coming soon', async () => {
    const bonus = await pageModule('Bonus')();
    const promotions = await import('@/features/promotions/pages/bonus-page');
    expect(bonus.default).toBe(promotions.default);
    const notBuilt = await pageModule('SystemMaintenance')();
    const comingSoon = await import('@/features/coming-soon/coming-soon-page');
    expect(notBuilt.default).toBe(comingSoon.default);
  });
});
