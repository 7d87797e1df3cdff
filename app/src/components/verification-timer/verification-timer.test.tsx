import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { VerificationTimer } from './verification-timer';

const button = () => screen.getByRole('button');

async function pressAndSettle() {
  fireEvent.click(button());
  await act(async () => {}); // lets the awaited onSend resolve
}

describe('VerificationTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 … 1 once a second after sending, then offers Resend', async () => {
    const onSend = vi.fn();
    renderApp(<VerificationTimer uniqueKey="signup" onSend={onSend} />);
    expect(button()).toHaveTextContent('Send code');
    await pressAndSettle();
    expect(onSend).toHaveBeenCalledOnce();
    expect(button()).toHaveTextContent('Resend in 60 seconds');
    expect(button()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('Resend in 59 seconds');
    act(() => vi.advanceTimersByTime(58_000));
    expect(button()).toHaveTextContent('Resend in 1 second');
    act(() => vi.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('Resend');
    expect(button()).toBeEnabled();
  });

  it('does not start when sending fails', async () => {
    renderApp(<VerificationTimer uniqueKey="signup" onSend={() => Promise.reject(new Error('offline'))} />);
    await pressAndSettle();
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
  });

  it('with keepRunning resumes the remaining count after a remount', async () => {
    const first = renderApp(<VerificationTimer uniqueKey="reset" keepRunning onSend={() => {}} />);
    await pressAndSettle();
    act(() => vi.advanceTimersByTime(10_000));
    first.unmount();
    renderApp(<VerificationTimer uniqueKey="reset" keepRunning onSend={() => {}} />);
    expect(button()).toHaveTextContent('Resend in 50 seconds');
    expect(button()).toBeDisabled();
  });

  it('without keepRunning starts afresh after a remount', async () => {
    const first = renderApp(<VerificationTimer uniqueKey="reset" onSend={() => {}} />);
    await pressAndSettle();
    first.unmount();
    renderApp(<VerificationTimer uniqueKey="reset" onSend={() => {}} />);
    expect(button()).toHaveTextContent('Send code');
  });

  it('keeps timers with different keys apart', async () => {
    const first = renderApp(<VerificationTimer uniqueKey="a" keepRunning seconds={30} onSend={() => {}} />);
    await pressAndSettle();
    first.unmount();
    renderApp(<VerificationTimer uniqueKey="b" keepRunning onSend={() => {}} />);
    expect(button()).toHaveTextContent('Send code');
  });

  it('counts from a code another control sent, then offers Resend', async () => {
    const onSend = vi.fn();
    renderApp(<VerificationTimer uniqueKey="reset" sentAt={Date.now() - 15_000} onSend={onSend} />);
    expect(button()).toHaveTextContent('Resend in 45 seconds');
    expect(button()).toBeDisabled();
    act(() => vi.advanceTimersByTime(45_000));
    expect(button()).toHaveTextContent('Resend');
    await pressAndSettle();
    expect(onSend).toHaveBeenCalledOnce();
    expect(button()).toHaveTextContent('Resend in 60 seconds');
  });

  it('offers Resend at once when the other control sent the code long ago', () => {
    renderApp(<VerificationTimer uniqueKey="reset" sentAt={Date.now() - 120_000} onSend={() => {}} />);
    expect(button()).toHaveTextContent('Resend');
    expect(button()).toBeEnabled();
  });
});
