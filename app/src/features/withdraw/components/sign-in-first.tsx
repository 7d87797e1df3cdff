// What a visitor sees on a page of the withdrawal flow (the side menu asks
// them to sign in first; an address typed or bookmarked still arrives here).
import { useMessage } from '@/components/use-message';
import { openAuthDialog } from '@/lib/auth-dialog';

export function SignInFirst({ title }: { readonly title: string }) {
  const t = useMessage();
  return (
    <section className="status-view" aria-labelledby="sign-in-first-title">
      <h1 id="sign-in-first-title" className="status-view__title">
        {title}
      </h1>
      <p>{t('errors.unauthorized')}</p>
      <button type="button" className="button button--primary" onClick={() => openAuthDialog('signIn')}>
        {t('topBar.signIn')}
      </button>
    </section>
  );
}
