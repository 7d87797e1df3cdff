import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, openAuthDialog, openAuthDialogByButton, useAuthDialog } from './auth-dialog';

describe('auth dialog', () => {
  afterEach(() => {
    delete window.dataLayer;
    act(() => closeAuthDialog());
  });

  it('opens a visitor’s button’s dialog and tracks the click (SPEC §7)', () => {
    const { result } = renderHook(() => useAuthDialog());
    act(() => openAuthDialogByButton('signIn'));
    expect(result.current).toBe('signIn');
    act(() => openAuthDialogByButton('register'));
    expect(result.current).toBe('register');
    expect(window.dataLayer).toEqual([{ event: 'click_login_btn' }, { event: 'click_register_btn' }]);
  });

  it('tracks nothing when anything else opens a dialog (a guarded side-menu entry)', () => {
    const { result } = renderHook(() => useAuthDialog());
    act(() => openAuthDialog('signIn'));
    expect(result.current).toBe('signIn');
    expect(window.dataLayer).toBeUndefined();
  });
});
