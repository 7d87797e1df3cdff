import { screen } from '@testing-library/react';
import { useAuthDialog } from '@/lib/auth-dialog';
import { renderApp } from '@/testing/render-app';
import { SignInPrompt } from './sign-in-prompt';

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

describe('SignInPrompt', () => {
  it('says why and opens the sign-in dialog', async () => {
    const { user } = renderApp(
      <>
        <SignInPrompt text="Sign in to use your vault." />
        <DialogProbe />
      </>,
    );
    expect(screen.getByText('Sign in to use your vault.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('signIn');
  });

  it('is the page’s heading and region when given the page’s title', () => {
    renderApp(<SignInPrompt title="Deposit" text="Sign in to deposit." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Deposit' });
    expect(screen.getByRole('region', { name: 'Deposit' })).toContainElement(heading);
  });

  it('speaks the player’s language', () => {
    renderApp(<SignInPrompt text="…" />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
