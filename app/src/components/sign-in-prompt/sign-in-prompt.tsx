// What a visitor sees on a player's own page (the deposit, withdrawal,
// history and vault pages): why there is nothing to show, and the way in.
// A page that keeps its own heading passes only the text; a page that is
// nothing but the prompt passes its title too, and the prompt is its <h1>.
import { useId } from 'react';
import { useMessage } from '@/components/use-message';
import { openAuthDialogByButton } from '@/lib/auth-dialog';

export interface SignInPromptProps {
  /** Why the page needs a signed-in player, e.g. "Sign in to use your vault." */
  readonly text: string;
  /** The page's heading, when the page shows no heading of its own. */
  readonly title?: string;
}

export function SignInPrompt({ text, title }: SignInPromptProps) {
  const t = useMessage();
  const titleId = useId();
  const content = (
    <>
      <p>{text}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthDialogByButton('signIn')}
      >
        {t('auth.signIn.submit')}
      </button>
    </>
  );
  if (title === undefined) return <div className="status-view">{content}</div>;
  return (
    <section className="status-view" aria-labelledby={titleId}>
      <h1 id={titleId} className="status-view__title">
        {title}
      </h1>
      {content}
    </section>
  );
}
