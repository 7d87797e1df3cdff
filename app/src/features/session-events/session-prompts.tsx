// The prompts of SPEC §8 that socket pushes open: signed in elsewhere (51)
// and account disabled (52) have one button that reloads the app signed out;
// a new version (59) offers Cancel and Reload (the update prompt a new
// service worker shows too); a spin score that reaches the
// cheapest wheel (60) offers Spin now, which opens the prize wheel, and Later.
// A cmd 53 shows what was added; 56 and 57 open the VIP celebrations.
import { site } from '@content/site';
import { Modal } from '@/components/modal/modal';
import { Toast } from '@/components/toast/toast';
import { UpdatePrompt } from '@/components/update-prompt/update-prompt';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { formatAmount } from '@/lib/money/money-format';
import { balanceAdded } from '@/lib/balance-added';
import { openRewardPopup } from '@/lib/rewards/reward-popup';
import { CelebrationPopups } from './celebration-popups';
import { sessionPrompt } from './session-event-store';

/** The prompts after which the player is signed out: one button, which reloads. */
const signedOutPrompts = [
  {
    name: 'signedInElsewhere',
    title: 'modals.signedInElsewhere.title',
    text: 'modals.signedInElsewhere.text',
    button: 'modals.signedInElsewhere.button',
  },
  {
    name: 'accountDisabled',
    title: 'modals.accountDisabled.title',
    text: 'modals.accountDisabled.text',
    button: 'modals.accountDisabled.button',
  },
] as const;

export interface SessionPromptsProps {
  /** Reloads the app; tests pass a spy. */
  readonly reload?: () => void;
}

export function SessionPrompts({ reload = () => window.location.reload() }: SessionPromptsProps) {
  const t = useMessage();
  const { locale } = useLocale();
  const prompt = sessionPrompt.use();
  const added = balanceAdded.use();
  const closeAndReload = () => {
    sessionPrompt.set(null);
    reload();
  };
  return (
    <>
      {signedOutPrompts.map(({ name, title, text, button }) => (
        <Modal
          key={name}
          open={prompt === name}
          title={t(title)}
          showCancel={false}
          confirmLabel={t(button)}
          onClose={closeAndReload}
        >
          <p>{t(text)}</p>
        </Modal>
      ))}
      <UpdatePrompt
        open={prompt === 'newVersion'}
        onReload={closeAndReload}
        onCancel={() => sessionPrompt.set(null)}
      />
      <Modal
        open={prompt === 'spinReady'}
        title={t('wheel.title')}
        cancelLabel={t('rewards.later')}
        confirmLabel={t('modals.spinReadyAction')}
        onClose={(choice) => {
          sessionPrompt.set(null);
          if (choice === 'confirm') openRewardPopup('spin');
        }}
      >
        <p>{t('modals.spinReady')}</p>
      </Modal>
      <Toast
        key={added?.serial}
        message={
          added
            ? t('modals.balanceAdded', { amount: `+${formatAmount(added.amount, locale)} ${added.currency}` })
            : null
        }
        durationMs={site.timing.messagePopupMs}
        onHide={() => balanceAdded.set(null)}
      />
      <CelebrationPopups />
    </>
  );
}
