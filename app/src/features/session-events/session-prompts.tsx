// The prompts of SPEC §8 that socket pushes open: signed in elsewhere (51)
// and account disabled (52) have one button that reloads the app signed out;
// a new version (59) offers Later and Reload. A cmd 53 shows what was added.
import { site } from '@content/site';
import { Modal } from '../../components/modal/modal';
import { Toast } from '../../components/toast/toast';
import { useMessage } from '../../components/use-message';
import { formatBalance } from '../../lib/format-balance';
import { balanceAdded, sessionPrompt } from './session-event-store';

export interface SessionPromptsProps {
  /** Reloads the app; tests pass a spy. */
  readonly reload?: () => void;
}

export function SessionPrompts({ reload = () => window.location.reload() }: SessionPromptsProps) {
  const t = useMessage();
  const prompt = sessionPrompt.use();
  const added = balanceAdded.use();
  const closeAndReload = () => {
    sessionPrompt.set(null);
    reload();
  };
  return (
    <>
      <Modal
        open={prompt === 'signedInElsewhere'}
        title={t('modals.signedInElsewhere.title')}
        showCancel={false}
        confirmLabel={t('modals.signedInElsewhere.button')}
        onClose={closeAndReload}
      >
        <p>{t('modals.signedInElsewhere.text')}</p>
      </Modal>
      <Modal
        open={prompt === 'accountDisabled'}
        title={t('modals.accountDisabled.title')}
        showCancel={false}
        confirmLabel={t('modals.accountDisabled.button')}
        onClose={closeAndReload}
      >
        <p>{t('modals.accountDisabled.text')}</p>
      </Modal>
      <Modal
        open={prompt === 'newVersion'}
        title={t('modals.newVersion.title')}
        cancelLabel={t('modals.newVersion.cancel')}
        confirmLabel={t('modals.newVersion.reload')}
        onClose={(choice) => (choice === 'confirm' ? closeAndReload() : sessionPrompt.set(null))}
      >
        <p>{t('modals.newVersion.text')}</p>
      </Modal>
      <Toast
        key={added?.serial}
        message={
          added
            ? t('modals.balanceAdded', { amount: `+${formatBalance(added.amount)} ${added.currency}` })
            : null
        }
        durationMs={site.timing.messagePopupMs}
        onHide={() => balanceAdded.set(null)}
      />
    </>
  );
}
