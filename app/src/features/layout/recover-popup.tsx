// The one-tap balance recovery popup (SPEC §2, §8, §9): brings back what a
// game still holds. The call goes 0.5 s after the tap; an error clears the
// loading state (the client's toast says why) so the player can try again.
import { site } from '@content/site';
import { useEffect, useRef, useState } from 'react';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { transferOut } from '@/lib/api/transfer-out';

type RecoverState = 'idle' | 'recovering' | 'done';

export default function RecoverPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessage();
  const [state, setState] = useState<RecoverState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Closed after a recovery, it offers the tap again next time.
  const close = () => {
    if (state === 'done') setState('idle');
    onClose();
  };
  const recover = () => {
    setState('recovering');
    timer.current = setTimeout(() => {
      transferOut().then(
        () => setState('done'),
        () => setState('idle'),
      );
    }, site.timing.recoverDelayMs);
  };
  return (
    <Popup open={open} onClose={close} title={t('recover.title')} busy={state === 'recovering'}>
      <p>{t('recover.description')}</p>
      <p role="status" className="recover-popup__status">
        {state === 'done' ? t('recover.done') : ''}
      </p>
      <button
        type="button"
        className="button button--primary recover-popup__button"
        disabled={state === 'recovering'}
        onClick={state === 'done' ? close : recover}
      >
        {state === 'recovering'
          ? t('recover.recovering')
          : state === 'done'
            ? t('common.ok')
            : t('recover.button')}
      </button>
    </Popup>
  );
}
