// Which sign-in dialog is open. Anything may ask for one (the top bar's
// buttons, a visitor's guarded side-menu entry); the shell renders it.
import { createStore } from './create-store';

export type AuthDialog = 'signIn' | 'register';

const store = createStore<AuthDialog | null>(null);

export const useAuthDialog = store.use;

export function openAuthDialog(dialog: AuthDialog): void {
  store.set(dialog);
}

export function closeAuthDialog(): void {
  store.set(null);
}
