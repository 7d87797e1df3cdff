// ForgotPassword (SPEC §2, issue 19): linked from the sign-in popup. Step 1
// asks for the account and sends it a code; step 2 takes the code and a new
// password, and the answer signs the player in: home, with a toast. Each step
// is its own history entry (reset-steps.ts), so Back returns to the account
// and a reload stays where the player was, resend countdown included.
import { useLocation, useNavigate } from 'react-router';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { pagePath } from '@/config/paths';
import { showNotice } from '@/lib/notice';
import { AccountForm } from '@/features/forgot-password/components/account-form';
import { NewPasswordForm } from '@/features/forgot-password/components/new-password-form';
import { accountOf, codeStepOf, type CodeStep } from '@/features/forgot-password/reset-steps';
import '@/features/forgot-password/forgot-password.css';

const steps = 2;

export default function ForgotPasswordPage() {
  const t = useMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const here = pagePath('ForgotPassword');
  const codeStep = codeStepOf(location.state);

  const toCodeStep = (step: CodeStep, replace: boolean) => navigate(here, { state: step, replace });

  return (
    <div className="forgot-password-page">
      <h1 className="forgot-password-page__title">{t(pageTitleKeys.ForgotPassword)}</h1>
      <p className="forgot-password-page__step">
        {t('auth.forgotPassword.step', { step: codeStep ? 2 : 1, steps })}
      </p>
      {codeStep ? (
        <>
          <NewPasswordForm
            key={codeStep.account}
            step={codeStep}
            onResent={(step) => void toCodeStep(step, true)}
            onReset={() => {
              showNotice({ key: 'auth.forgotPassword.success' });
              void navigate('/', { replace: true });
            }}
          />
          <button
            type="button"
            className="link-button forgot-password-page__other"
            onClick={() => void navigate(here, { state: { account: codeStep.account }, replace: true })}
          >
            {t('auth.forgotPassword.otherAccount')}
          </button>
        </>
      ) : (
        <AccountForm
          key={location.key}
          initialAccount={accountOf(location.state)}
          focusOnArrival={location.state !== null}
          onSent={(step) => void toCodeStep(step, false)}
        />
      )}
    </div>
  );
}
