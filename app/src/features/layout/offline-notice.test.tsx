import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so while the browser is offline, in a status region, and goes when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderApp(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status).toHaveTextContent('You’re offline. Some things won’t work until you reconnect.');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status).toBeEmptyDOMElement();
  });
});
