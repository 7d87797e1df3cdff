// ProfileInfo: the player's avatar (one of the content's 21) and nickname,
// saved together by /user/profile/update; the answer goes into the session,
// so the top bar and every page show it at once and after a reload. Also the
// player's user id and platform. A refused nickname is said on its field.
import { useId, useState, type FormEvent } from 'react';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useValidationMessage } from '@/components/use-validation-message';
import { pageTitleKeys } from '@/config/page-titles';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { isSignedIn, updateSession, useSession, type UserInfo } from '@/lib/session-store';
import { updateProfile } from '@/features/profile/api/update-profile';
import { AvatarPicker } from '@/features/profile/components/avatar-picker';
import { nicknameLength, nicknameProblem, type NicknameProblem } from '@/features/profile/profile-rules';
import '@/features/profile/profile.css';

export default function ProfileInfoPage() {
  const t = useMessage();
  const session = useSession();
  const title = t(pageTitleKeys.ProfileInfo);
  if (!isSignedIn(session)) return <SignInPrompt title={title} text={t('account.profile.signInPrompt')} />;
  return (
    <div className="profile-page">
      <h1 className="profile-page__title">{title}</h1>
      {session.user ? (
        <ProfileForm key={session.token} user={session.user} />
      ) : (
        // Signed in, the user info still on its way (/user/get/info after a token change).
        <div className="profile-page__message">
          <LoadingSpinner label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}

function ProfileForm({ user }: { readonly user: UserInfo }) {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  const summaryId = useId();
  const [nickname, setNickname] = useState(user.nickName);
  const [headId, setHeadId] = useState(user.headId);
  const [error, setError] = useState<NicknameProblem | undefined>();
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);

  const problemText = (problem: NicknameProblem | undefined) =>
    problem?.key === 'account.profile.nicknameRefused' ? t(problem.key) : (validationMessage(problem) ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const problem = nicknameProblem(nickname);
    setError(problem);
    setSaved('');
    if (problem) {
      form.querySelector<HTMLInputElement>('input[name="nickName"]')?.focus();
      return;
    }
    setBusy(true);
    updateProfile({ nickName: nickname, headId })
      .then(
        (answer) => {
          updateSession({ user: answer });
          setSaved(t('account.profile.saved'));
        },
        (refusal: unknown) => {
          // 400: the sandbox refused the nickname; said on its field, not also in a toast.
          if (refusal instanceof CallError && refusal.code === 400) {
            dismissCallError();
            setError({ key: 'account.profile.nicknameRefused' });
            form.querySelector<HTMLInputElement>('input[name="nickName"]')?.focus();
          }
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <section className="profile-summary" aria-labelledby={summaryId}>
        <PlayerAvatar headId={user.headId} size={72} />
        <div>
          <h2 id={summaryId} className="profile-summary__name">
            {user.nickName}
          </h2>
          <dl className="profile-summary__facts">
            <div>
              <dt>{t('account.details.userId')}</dt>
              <dd>{user.userId}</dd>
            </div>
            <div>
              <dt>{t('account.details.platform')}</dt>
              <dd>{user.platformId}</dd>
            </div>
          </dl>
        </div>
      </section>
      <TextInput
        name="nickName"
        label={t('account.profile.nickname')}
        value={nickname}
        onChange={setNickname}
        maxLength={nicknameLength.max * 2}
        autoComplete="nickname"
        error={problemText(error)}
        hint={t('account.profile.nicknameHint', nicknameLength)}
      />
      <AvatarPicker chosen={headId} onChoose={setHeadId} />
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t('account.profile.save')}
        </button>
        <p role="status" className="profile-page__notice">
          {saved}
        </p>
      </div>
    </form>
  );
}
