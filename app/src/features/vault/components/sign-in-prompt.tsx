// What a visitor sees on the vault page: why there is nothing, and the way in.
import { useMessage } from '@/components/use-message';
import { openAuthDialog } from '@/lib/auth-dialog';

export function SignInPrompt({ text }: { readonly text: string }) {
  const t = useMessage();
  return (
    <div className="status-view">
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={() => openAuthDialog('signIn')}>
        {t('auth.signIn.title')}
      </button>
    </div>
  );
}
