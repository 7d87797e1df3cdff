// Which sign-in dialog is open. Anything may ask for one (the top bar's
// buttons, a visitor's guarded side-menu entry); the shell renders it.
import { createStore } from './create-store';
import { track } from './tracking';

export type AuthDialog = 'signIn' | 'register';

const store = createStore<AuthDialog | null>(null);

export const useAuthDialog = store.use;

export function openAuthDialog(dialog: AuthDialog): void {
  store.set(dialog);
}

/** A visitor's own Sign in or Register button: tracked (SPEC §7: click_login_btn, click_register_btn), then its dialog. */
export function openAuthDialogByButton(dialog: AuthDialog): void {
  track(dialog === 'signIn' ? 'click_login_btn' : 'click_register_btn');
  openAuthDialog(dialog);
}

export function closeAuthDialog(): void {
  store.set(null);
}
