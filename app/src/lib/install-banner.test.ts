import { shouldShowInstallBanner } from './install-banner';

const day = 86_400_000;
const now = 1_700_000_000_000;

describe('install banner rule', () => {
  it('shows on a phone outside standalone mode when never dismissed', () => {
    expect(shouldShowInstallBanner({ phone: true, standalone: false, dismissedAt: null, now })).toBe(true);
  });

  it('never shows on a desktop or in the installed app', () => {
    expect(shouldShowInstallBanner({ phone: false, standalone: false, dismissedAt: null, now })).toBe(false);
    expect(shouldShowInstallBanner({ phone: true, standalone: true, dismissedAt: null, now })).toBe(false);
  });

  it('stays hidden for 24 h after a dismissal, then shows again', () => {
    const context = { phone: true, standalone: false, now };
    expect(shouldShowInstallBanner({ ...context, dismissedAt: now - day + 1 })).toBe(false);
    expect(shouldShowInstallBanner({ ...context, dismissedAt: now - day })).toBe(true);
  });
});
