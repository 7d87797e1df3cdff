import { screen, waitFor, within } from '@testing-library/react';
import { getLastCallError } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import ProfileInfoPage from './profile-info-page';

const token = 'p'.repeat(64);

function renderPage(locale: 'en' | 'ar' = 'en') {
  return renderApp(<ProfileInfoPage />, {
    route: '/pages/ProfileInfo/ProfileInfo',
    session: { token, user: testUser({ nickName: 'Newbie', headId: 3, userId: 4711, platformId: 5 }) },
    locale,
  });
}

/** The sandbox's /user/profile/update as the contract says: trimmed nickname of 2-20, headId 1-21. */
function stubProfile() {
  return stubCalls({
    '/user/profile/update': (body) => {
      const nickName = String(body.nickName);
      if (nickName === 'admin') throw new CallRefusal(400);
      return testUser({ nickName, headId: Number(body.headId), userId: 4711, platformId: 5 });
    },
  });
}

const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('ProfileInfoPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the player’s avatar, nickname, user id and platform', () => {
    stubProfile();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile info' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Newbie' });
    expect(within(summary).getByText('User ID').nextSibling).toHaveTextContent('4711');
    expect(within(summary).getByText('Platform').nextSibling).toHaveTextContent('5');
    expect(nickname()).toHaveValue('Newbie');
    expect(nickname()).toHaveAccessibleDescription('2 to 20 characters');
  });

  it('offers the 21 avatars as one radio group, the player’s chosen, arrow keys moving the choice', async () => {
    stubProfile();
    const { user } = renderPage();
    const group = screen.getByRole('group', { name: 'Choose an avatar' });
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(21);
    expect(within(group).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    expect(within(group).getByRole('img', { name: 'Avatar 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/avatar-01/),
    );
    within(group).getByRole('radio', { name: 'Avatar 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Avatar 4' })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: 'Avatar 3' })).not.toBeChecked();
  });

  it('refuses a nickname of the wrong length on its field and sends nothing', async () => {
    const calls = stubProfile();
    const { user } = renderPage();
    await user.clear(nickname());
    await user.click(save());
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(nickname()).toHaveAccessibleDescription('This field is required 2 to 20 characters');
    expect(nickname()).toHaveFocus();

    await user.type(nickname(), ' J ');
    await user.click(save());
    expect(nickname()).toHaveAccessibleDescription('Use at least 2 characters 2 to 20 characters');

    await user.clear(nickname());
    await user.type(nickname(), 'x'.repeat(21));
    await user.click(save());
    expect(nickname()).toHaveAccessibleDescription('Use at most 20 characters 2 to 20 characters');
    expect(calls.paths()).toEqual([]);
  });

  it('saves the trimmed nickname and the avatar into the session at once', async () => {
    const calls = stubProfile();
    const { user } = renderPage();
    await user.clear(nickname());
    await user.type(nickname(), '  Lucky Star  ');
    await user.click(screen.getByRole('radio', { name: 'Avatar 12' }));
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
    expect(calls.bodies('/user/profile/update')).toEqual([{ nickName: 'Lucky Star', headId: 12 }]);
    expect(getSession().user).toMatchObject({ nickName: 'Lucky Star', headId: 12 });
    // Stored with the token, so a reload shows it at once.
    expect(JSON.parse(localStorage.getItem('lobbykit.userinfo') ?? '{}')).toMatchObject({
      user: { nickName: 'Lucky Star', headId: 12 },
    });
    expect(screen.getByRole('region', { name: 'Lucky Star' })).toBeInTheDocument();
    expect(nickname()).not.toHaveAttribute('aria-invalid');
  });

  it('says a nickname the server refuses on its field, not in a toast', async () => {
    stubProfile();
    const { user } = renderPage();
    await user.clear(nickname());
    await user.type(nickname(), 'admin');
    await user.click(save());
    await waitFor(() => expect(nickname()).toHaveAttribute('aria-invalid', 'true'));
    expect(nickname()).toHaveAccessibleDescription(
      'This nickname can’t be used. Choose another one. 2 to 20 characters',
    );
    expect(getLastCallError()).toBeNull();
    expect(getSession().user?.nickName).toBe('Newbie');
  });

  it('waits for the user info of a player just signed in, rather than asking to sign in', () => {
    stubProfile();
    renderApp(<ProfileInfoPage />, { route: '/pages/ProfileInfo/ProfileInfo', session: { token } });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile info' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    stubCalls({});
    renderApp(<ProfileInfoPage />, { route: '/pages/ProfileInfo/ProfileInfo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile info' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to choose your avatar and nickname.')).toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    stubProfile();
    renderPage('ar');
    const avatars = screen.getAllByRole('radio', { name: /^الصورة الرمزية/ });
    expect(avatars).toHaveLength(21);
    expect(avatars[2]).toBeChecked();
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();
  });
});
