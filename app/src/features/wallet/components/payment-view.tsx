// The sandbox's payment page (a payment provider's checkout, on the operator's
// origin) inside a dialog. The page tells the app when the player has paid or
// cancelled: a message from that frame, on that origin, about this payment.
// Escape, the close buttons or a click outside close it with the payment
// still pending.
import { useEffect, useRef, useState } from 'react';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { operatorUrl } from '@/lib/api/environment';
import { frameableUrl } from '@/lib/frameable-url';
import type { Payment, PaymentState } from '@/features/wallet/api/create-payment';

export type DecidedState = Exclude<PaymentState, 'pending'>;

export interface PaymentViewProps {
  /** The payment to show; null closes the view. */
  readonly payment: Pick<Payment, 'paymentId' | 'payUrl'> | null;
  readonly onDecided: (state: DecidedState) => void;
  readonly onClose: () => void;
}

/** What the payment page posts to the page that frames it (tools/sandbox/http/sandbox_pages.cc). */
export function decidedState(data: unknown, paymentId: string): DecidedState | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== 'lobbykit-payment' || message.paymentId !== paymentId) return null;
  return message.state === 'paid' || message.state === 'cancelled' ? message.state : null;
}

export function PaymentView({ payment, onDecided, onClose }: PaymentViewProps) {
  const t = useMessage();
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The last payment stays in the frame while the dialog animates closed.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);
  const address = shown
    ? frameableUrl(operatorUrl(shown.payUrl, window.location.href), window.location.href)
    : null;

  const onDecidedRef = useRef(onDecided);
  useEffect(() => {
    onDecidedRef.current = onDecided;
  });
  useEffect(() => {
    if (!payment || !address) return;
    const origin = new URL(address).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const state = decidedState(event.data, payment.paymentId);
      if (state) onDecidedRef.current(state);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [payment, address]);

  return (
    <Popup
      open={payment !== null && address !== null}
      onClose={onClose}
      title={t('wallet.paymentTitle')}
      className="wallet-payment-view"
      footer={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {address && (
        <iframe
          ref={frameRef}
          key={address}
          className="wallet-payment-view__frame"
          src={address}
          title={t('wallet.paymentFrame')}
        />
      )}
    </Popup>
  );
}
