// The sign-in and register popups: accessible dialogs (labelled, focus
// trapped, Escape closes, focus returns) on the shared Popup widget, each
// holding its form (sign-in-form.tsx, register-form.tsx). Success signs in
// and closes the popup; a refusal of the server is the call client's error
// toast and the popup stays.
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { closeAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import './auth-dialogs.css';

export function AuthDialogs() {
  const t = useMessage();
  const dialog = useAuthDialog();
  return (
    <>
      <Popup open={dialog === 'signIn'} onClose={closeAuthDialog} title={t('auth.signIn.title')}>
        <SignInForm />
      </Popup>
      <Popup open={dialog === 'register'} onClose={closeAuthDialog} title={t('auth.register.title')}>
        <RegisterForm />
      </Popup>
    </>
  );
}
