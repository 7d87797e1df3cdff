import { describe, expect, it } from 'vitest';
import { pageModule } from './page-modules';

describe('pageModule', () => {
  it('gives each page one loader, so a preloaded page is found again', () => {
    expect(pageModule('Bonus')).toBe(pageModule('Bonus'));
    expect(pageModule('index')).toBe(pageModule('index'));
    expect(pageModule('Bonus')).not.toBe(pageModule('Wallet'));
  });

  it('loads each page through the registry chunk as its own module', async () => {
    const bonus = await pageModule('Bonus')();
    const promotions = await import('@/features/promotions/pages/bonus-page');
    expect(bonus.default).toBe(promotions.default);
    const maintenance = await pageModule('SystemMaintenance')();
    const maintenancePage = await import('@/features/maintenance/maintenance-page');
    expect(maintenance.default).toBe(maintenancePage.default);
  });
});
