// The new-version prompt of SPEC §8: Cancel and Reload. Push 59 opens it
// (features/session-events), and so does a new service worker waiting to
// take over (src/lib/service-worker.ts); Reload does what each needs.
import { Modal } from '@/components/modal/modal';
import { useMessage } from '@/components/use-message';

export interface UpdatePromptProps {
  readonly open: boolean;
  readonly onReload: () => void;
  readonly onCancel: () => void;
}

export function UpdatePrompt({ open, onReload, onCancel }: UpdatePromptProps) {
  const t = useMessage();
  return (
    <Modal
      open={open}
      title={t('modals.newVersion.title')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('modals.newVersion.reload')}
      onClose={(choice) => (choice === 'confirm' ? onReload() : onCancel())}
    >
      <p>{t('modals.newVersion.text')}</p>
    </Modal>
  );
}
