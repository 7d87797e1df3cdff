// The messaging-app sign-in sheet (SPEC §1, §2, §5): opened as a Telegram
// Mini App, a visitor's initData (kept by lib/telegram-launch at start-up) is
// checked with /check-tg; a valid one opens the sheet with its register and
// log-in tabs (the tab the account calls for chosen first). Registering needs
// the agreement checkbox, checked by default: unchecked, it is refused with a
// message and nothing is sent. Either tab signs in with /login-tg. A forged
// or stale initData is refused by the server (401): the sheet says so and
// offers the account sign-in, and the initData is forgotten. A link leads to
// the account sign-in at any time.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Checkbox } from '@/components/checkbox/checkbox';
import { Popup } from '@/components/popup/popup';
import { useMessage, useRichMessage } from '@/components/use-message';
import { callApi, dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { startSession } from '@/lib/api/start-session';
import { openAuthDialogByButton } from '@/lib/auth-dialog';
import { captureReferral, forgetReferral, storedReferral } from '@/lib/referral-link';
import { forgetTelegramInitData, telegramInitData } from '@/lib/telegram-session';
import { telegramLoginRequest, telegramUserName } from './telegram-request';
import './telegram-sign-in.css';

type Tab = 'register' | 'logIn';
type Stage = 'checking' | 'ready' | 'refused' | 'closed';

const tabs: readonly Tab[] = ['register', 'logIn'];

// The site has no terms or privacy page yet: the names are set apart, not links.
const emphasis = (chunks: ReactNode[]) => <strong className="telegram-sheet__term">{chunks}</strong>;

export function TelegramSignIn() {
  const t = useMessage();
  const rich = useRichMessage();
  const id = useId();
  const [initData] = useState(() => telegramInitData());
  const [stage, setStage] = useState<Stage>('checking');
  const [tab, setTab] = useState<Tab>('register');
  const [agreed, setAgreed] = useState(true);
  const [agreementRefused, setAgreementRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ register: null, logIn: null });
  const agreement = useRef<HTMLDivElement>(null);

  const refuse = () => {
    // The sheet says why; the call's own toast would only repeat it.
    dismissCallError();
    forgetTelegramInitData();
    setStage('refused');
  };

  useEffect(() => {
    if (!initData) return;
    let current = true;
    callApi('/check-tg', { initData }).then(
      ({ registered }) => {
        if (!current) return;
        setTab(registered ? 'logIn' : 'register');
        setStage('ready');
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof CallError && error.code === 401) refuse();
        else setStage('closed');
      },
    );
    return () => {
      current = false;
    };
  }, [initData]);

  if (!initData) return null;

  const signIn = () => {
    if (busy) return;
    if (tab === 'register' && !agreed) {
      setAgreementRefused(true);
      agreement.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    captureReferral();
    callApi('/login-tg', telegramLoginRequest(initData, storedReferral()))
      .then(
        (answer) => {
          if (answer.created) forgetReferral();
          startSession(answer);
          setStage('closed');
        },
        (error: unknown) => {
          if (error instanceof CallError && error.code === 401) refuse();
        },
      )
      .finally(() => setBusy(false));
  };

  const toAccountSignIn = () => {
    setStage('closed');
    openAuthDialogByButton('signIn');
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowLeft'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs[tabs.length - 1]
            : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const name = telegramUserName(initData);
  const accountLink = (
    <p className="telegram-sheet__account">
      <button type="button" className="link-button" onClick={toAccountSignIn}>
        {t('auth.telegram.existingAccount')}
      </button>
    </p>
  );

  return (
    <Popup
      open={stage === 'ready' || stage === 'refused'}
      onClose={() => setStage('closed')}
      title={t('auth.telegram.title')}
      placement="auto"
      busy={busy}
      className="telegram-sheet"
    >
      {stage === 'refused' ? (
        <div className="telegram-sheet__refused">
          <p role="alert" className="telegram-sheet__problem">
            {t('telegram.refused')}
          </p>
          <button
            type="button"
            className="button button--primary telegram-sheet__submit"
            onClick={toAccountSignIn}
          >
            {t('topBar.signIn')}
          </button>
        </div>
      ) : (
        <>
          {name !== null && <p className="telegram-sheet__who">{t('telegram.as', { name })}</p>}
          <div role="tablist" aria-label={t('auth.telegram.title')} className="telegram-sheet__tabs">
            {tabs.map((option) => (
              <button
                key={option}
                ref={(element) => {
                  tabRefs.current[option] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-${option}-tab`}
                aria-selected={tab === option}
                aria-controls={`${id}-panel`}
                tabIndex={tab === option ? 0 : -1}
                className="telegram-sheet__tab"
                onClick={() => setTab(option)}
                onKeyDown={onTabKey}
              >
                {option === 'register' ? t('auth.telegram.registerTab') : t('auth.telegram.loginTab')}
              </button>
            ))}
          </div>
          <div
            id={`${id}-panel`}
            role="tabpanel"
            aria-labelledby={`${id}-${tab}-tab`}
            className="telegram-sheet__panel"
          >
            <p>{tab === 'register' ? t('telegram.registerText') : t('telegram.logInText')}</p>
            {tab === 'register' && (
              <div ref={agreement} className="telegram-sheet__agreement">
                <Checkbox
                  checked={agreed}
                  onChange={(checked) => {
                    setAgreed(checked);
                    if (checked) setAgreementRefused(false);
                  }}
                  label={rich('auth.telegram.agreement', { terms: emphasis, privacy: emphasis })}
                  name="agreement"
                />
                {agreementRefused && (
                  <p role="alert" className="telegram-sheet__problem">
                    {t('auth.telegram.agreementRequired')}
                  </p>
                )}
              </div>
            )}
            <button
              type="button"
              className="button button--primary telegram-sheet__submit"
              aria-disabled={busy || undefined}
              onClick={signIn}
            >
              {t('auth.telegram.continueWith')}
            </button>
          </div>
        </>
      )}
      {stage !== 'refused' && accountLink}
    </Popup>
  );
}
