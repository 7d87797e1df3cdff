import { site } from '@content/site';
import { useEffect, useState } from 'react';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';
import { useMessage } from '@/components/use-message';
import { readEndTime, writeEndTime } from './stored-end-time';
import './verification-timer.css';

export interface VerificationTimerProps {
  /** Names this timer apart from others (its stored end time is per key). */
  uniqueKey: string;
  /** Sends the code; the countdown starts once it resolves and not if it rejects. */
  onSend: () => unknown;
  seconds?: number;
  /** Store the end time so a reload resumes the count. */
  keepRunning?: boolean;
  /**
   * When another control already sent the first code (a form's own submit),
   * the time it was sent (ms since the epoch): the count starts from it.
   */
  sentAt?: number;
}

/** "Send code", then "Resend in N seconds" counting down each second, then "Resend". */
export function VerificationTimer({
  uniqueKey,
  onSend,
  seconds = site.verificationTimer.seconds,
  keepRunning = false,
  sentAt,
}: VerificationTimerProps) {
  const t = useMessage();
  const [endTime, setEndTime] = useState<number | null>(() => {
    const stored = keepRunning ? readEndTime(uniqueKey) : null;
    // The later of the stored count and the one from sentAt: a code sent since the last count restarts it.
    const end = Math.max(stored ?? 0, sentAt === undefined ? 0 : sentAt + seconds * 1000);
    return end > Date.now() ? end : null;
  });
  const [sentOnce, setSentOnce] = useState(endTime !== null || sentAt !== undefined);
  const [sending, setSending] = useState(false);
  const left = useSecondsLeft(endTime);
  const counting = endTime !== null && left > 0;

  useEffect(() => {
    if (keepRunning) writeEndTime(uniqueKey, counting ? endTime : null);
  }, [keepRunning, uniqueKey, counting, endTime]);

  const send = async () => {
    if (counting || sending) return;
    setSending(true);
    try {
      await onSend();
      setEndTime(Date.now() + seconds * 1000);
      setSentOnce(true);
    } catch {
      // Not sent: stay ready so the player can try again.
    } finally {
      setSending(false);
    }
  };

  let label = sentOnce ? t('widgets.verification.resend') : t('widgets.verification.send');
  if (counting) label = t('widgets.verification.resendIn', { seconds: left });
  return (
    <button
      type="button"
      className="verification-timer"
      data-seconds-left={counting ? left : 0}
      disabled={counting}
      aria-busy={sending || undefined}
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}
