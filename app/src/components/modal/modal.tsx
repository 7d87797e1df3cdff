import { useState, type ReactNode } from 'react';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import './modal.css';

export type ModalChoice = 'confirm' | 'cancel';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called once the modal may close, with the button that was chosen (Escape counts as cancel). */
  onClose: (choice: ModalChoice) => void;
  /**
   * The confirm action. With asyncClose, the modal stays open and busy until the
   * promise it returns settles; a rejection keeps it open for another try.
   */
  onConfirm?: () => unknown;
  asyncClose?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A single-button modal (e.g. "signed in elsewhere") has no cancel. */
  showCancel?: boolean;
}

/** A centred dialog answered with confirm or cancel. */
export function Modal({
  open,
  title,
  children,
  onClose,
  onConfirm,
  asyncClose = false,
  confirmLabel,
  cancelLabel,
  showCancel = true,
}: ModalProps) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    if (!busy) onClose('cancel');
  };
  const confirm = async () => {
    if (busy) return;
    if (!asyncClose) {
      void onConfirm?.();
      onClose('confirm');
      return;
    }
    setBusy(true);
    try {
      await onConfirm?.();
      onClose('confirm');
    } catch {
      // The action failed: stay open so the player can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup
      open={open}
      onClose={cancel}
      title={title}
      placement="centre"
      hideCloseButton
      closeOnOverlay={false}
      busy={busy}
      className="modal"
      footer={
        <>
          {showCancel && (
            <button type="button" className="modal-button" onClick={cancel} disabled={busy}>
              {cancelLabel ?? t('widgets.modal.cancel')}
            </button>
          )}
          <button
            type="button"
            className="modal-button modal-button-confirm"
            onClick={() => void confirm()}
            aria-disabled={busy || undefined}
          >
            {confirmLabel ?? t('widgets.modal.confirm')}
          </button>
        </>
      }
    >
      {children}
    </Popup>
  );
}
