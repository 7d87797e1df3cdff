import { screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@/lib/api/user-details';
import { getLastCallError } from '@/lib/api-client';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import DetailsPage from './details-page';
import { latestBirthday, localToday } from './profile-rules';

const token = 'd'.repeat(64);

function details(change: Partial<UserDetails> = {}): UserDetails {
  return {
    userId: 4711,
    account: 'newbie',
    nickName: 'Newbie',
    headId: 1,
    vip: 2,
    platformId: 1,
    birthday: null,
    areaCode: '86',
    mobile: '13800138000',
    mobileVerified: false,
    email: null,
    registeredAt: Date.UTC(2026, 0, 15, 9, 30) / 1000,
    fundPasswordSet: false,
    ...change,
  };
}

/** The sandbox's details, the birthday set once (409 after). */
function stubDetails(start: UserDetails = details()) {
  let state = start;
  return stubCalls({
    '/user/details': () => state,
    '/user/details/update': (body) => {
      if (state.birthday) throw new CallRefusal(409);
      state = { ...state, birthday: String(body.birthday) };
      return state;
    },
  });
}

const renderPage = () =>
  renderApp(<DetailsPage />, { route: '/pages/myPageDetails/myPageDetails', session: { token } });

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
const birthdayField = () => screen.getByLabelText('Birthday', { selector: 'input' });

describe('DetailsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the details, the mobile’s verified mark and links to bind or change each contact', async () => {
    stubDetails();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account details' })).toBeInTheDocument();
    await waitFor(() => expect(row('User ID')).toHaveTextContent('4711'));
    expect(row('Nickname')).toHaveTextContent('Newbie');
    expect(within(row('Nickname')).getByRole('link', { name: 'Profile info' })).toHaveAttribute(
      'href',
      '/pages/ProfileInfo/ProfileInfo',
    );
    expect(row('VIP level')).toHaveTextContent('VIP 2');
    expect(within(row('Joined')).getByText(/Jan 15, 2026/)).toHaveAttribute(
      'datetime',
      '2026-01-15T09:30:00.000Z',
    );
    expect(row('Mobile number')).toHaveTextContent('+86 13800138000 Not verified');
    expect(within(row('Mobile number')).getByRole('link', { name: 'Verify mobile number' })).toHaveAttribute(
      'href',
      '/pages/ManageAccount/ManageAccount?open=mobile',
    );
    expect(row('Email')).toHaveTextContent('Not added');
    expect(within(row('Email')).getByRole('link', { name: 'Add email' })).toHaveAttribute(
      'href',
      '/pages/ManageAccount/ManageAccount?open=email',
    );
  });

  it('marks verified contacts', async () => {
    stubDetails(details({ mobileVerified: true, email: 'lucky@example.com' }));
    renderPage();
    await waitFor(() => expect(row('Mobile number')).toHaveTextContent('+86 13800138000 Verified'));
    expect(row('Email')).toHaveTextContent('lucky@example.com Verified');
    expect(
      within(row('Mobile number')).getByRole('link', { name: 'Change mobile number' }),
    ).toBeInTheDocument();
  });

  it('refuses a birthday under 18 or not a date on its field, sending nothing', async () => {
    const calls = stubDetails();
    const { user } = renderPage();
    await screen.findByText('4711');
    expect(birthdayField()).toHaveAttribute('max', latestBirthday(localToday()));
    const save = screen.getByRole('button', { name: 'Save birthday' });
    await user.click(save);
    expect(birthdayField()).toHaveAttribute('aria-invalid', 'true');
    expect(birthdayField()).toHaveAccessibleDescription(
      'This field is required You must be 18 or older. Once saved, your birthday can’t be changed.',
    );
    expect(birthdayField()).toHaveFocus();

    const [year = 0] = localToday().split('-').map(Number);
    await user.type(birthdayField(), `${year - 10}-06-15`);
    await user.click(save);
    expect(birthdayField()).toHaveAccessibleDescription(/^You must be at least 18 years old\./);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.paths()).toEqual(['/user/details']);
  });

  it('asks to confirm, then sets the birthday once and shows it read-only', async () => {
    const calls = stubDetails();
    const { user } = renderPage();
    await screen.findByText('4711');
    await user.type(birthdayField(), '1990-01-31');
    await user.click(screen.getByRole('button', { name: 'Save birthday' }));
    const confirm = screen.getByRole('dialog', { name: 'Save your birthday?' });
    expect(confirm).toHaveTextContent('Your birthday will be January 31, 1990. You can’t change it later.');

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.bodies('/user/details/update')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save birthday' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save birthday' }));
    expect(await screen.findByText('January 31, 1990')).toBeInTheDocument();
    expect(calls.bodies('/user/details/update')).toEqual([{ birthday: '1990-01-31' }]);
    expect(screen.getByText('Your birthday is saved and can’t be changed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Birthday', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Birthday saved');
  });

  it('says on the field when the birthday was set meanwhile (409), and shows the one set', async () => {
    stubCalls({
      '/user/details': (() => {
        let asked = 0;
        return () => (asked++ === 0 ? details() : details({ birthday: '1985-05-05' }));
      })(),
      '/user/details/update': () => {
        throw new CallRefusal(409);
      },
    });
    const { user } = renderPage();
    await screen.findByText('4711');
    await user.type(birthdayField(), '1990-01-31');
    await user.click(screen.getByRole('button', { name: 'Save birthday' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save birthday' }));
    expect(await screen.findByText('May 5, 1985')).toBeInTheDocument();
    expect(getLastCallError()).toBeNull();
  });

  it('offers a retry when the details cannot be loaded', async () => {
    let fail = true;
    stubCalls({
      '/user/details': () => {
        if (fail) throw new CallRefusal(500);
        return details();
      },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your details.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4711')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    stubCalls({});
    renderApp(<DetailsPage />, { route: '/pages/myPageDetails/myPageDetails' });
    expect(screen.getByText('Sign in to see your account details.')).toBeInTheDocument();
  });
});
