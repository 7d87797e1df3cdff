// Binding a mobile number (with its area code, 86 first) or an email: the
// contact, "Send code" (/user/bind/send-code), then the verification-code
// timer (60 s, kept across a reload per player and channel; Resend once it
// ends), then the 6-digit code (/user/bind/mobile or /user/bind/email). A
// field that is wrong says so and nothing is sent; every refusal of the
// sandbox is said plainly at its field (see api/bind-contact.ts).
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Popup } from '@/components/popup/popup';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useValidationMessage } from '@/components/use-validation-message';
import { VerificationTimer } from '@/components/verification-timer/verification-timer';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import type { UserDetails } from '@/lib/api/user-details';
import { useLocale } from '@/lib/locale';
import { asciiDigits } from '@/lib/money/amount-validator';
import { areaCodesFor } from '@/lib/validators/area-codes';
import {
  code as codeRule,
  defaultAreaCode,
  email as emailRule,
  mobile as mobileRule,
  required,
  validate,
} from '@/lib/validators/validators';
import {
  bindEmail,
  bindMobile,
  sendEmailCode,
  sendMobileCode,
  type ContactChannel,
} from '@/features/manage-account/api/bind-contact';

const codeDigits = 6;
type Field = 'contact' | 'code';
type FieldErrors = Partial<Record<Field, string | undefined>>;

export interface BindContactPopupProps {
  readonly channel: ContactChannel;
  readonly details: UserDetails;
  readonly onClose: () => void;
  readonly onBound: (details: UserDetails) => void;
}

/** The popup's title: add, verify (a mobile given at sign-up) or change. */
export function bindTitleKey(channel: ContactChannel, details: UserDetails) {
  if (channel === 'email') return details.email ? 'account.manage.changeEmail' : 'account.manage.bindEmail';
  if (!details.mobile) return 'account.manage.bindMobile';
  return details.mobileVerified ? 'account.manage.changeMobile' : 'account.manage.verifyMobile';
}

export function BindContactPopup({ channel, details, onClose, onBound }: BindContactPopupProps) {
  const t = useMessage();
  return (
    <Popup open onClose={onClose} title={t(bindTitleKey(channel, details))} className="manage-popup">
      <BindContactForm channel={channel} details={details} onBound={onBound} />
    </Popup>
  );
}

function BindContactForm({ channel, details, onBound }: Omit<BindContactPopupProps, 'onClose'>) {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  const { locale } = useLocale();
  const areaCodeId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const areaCodes = useMemo(() => areaCodesFor(locale), [locale]);
  const [areaCode, setAreaCode] = useState(details.areaCode ?? defaultAreaCode);
  // A number given at sign-up and not verified yet is offered for verifying.
  const [contact, setContact] = useState(
    channel === 'mobile' && !details.mobileVerified ? (details.mobile ?? '') : '',
  );
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const mobile = channel === 'mobile';
  const typedContact = mobile ? asciiDigits(contact) : contact;

  const focus = (form: HTMLFormElement | null | undefined, field: Field) => {
    const input = form?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const contactProblem = () =>
    validationMessage(validate(typedContact, required, mobile ? mobileRule(areaCode) : emailRule));

  /** A refusal said at its field, or null for one the call's toast says. */
  const refusalAtField = (error: unknown, step: 'send' | 'bind'): FieldErrors | null => {
    if (!(error instanceof CallError)) return null;
    const taken = t(mobile ? 'account.manage.mobileTaken' : 'account.manage.emailTaken');
    switch (error.code) {
      case 409:
        return { contact: taken };
      case 429:
        return step === 'send'
          ? { contact: t('account.manage.tooSoon') }
          : { code: t('account.manage.codeSpent') };
      case 403:
        return step === 'bind' ? { code: t('account.manage.wrongCode') } : null;
      case 400:
        return step === 'bind'
          ? { contact: t('account.manage.notWhereSent') }
          : { contact: t(mobile ? 'validation.mobile' : 'validation.email') };
      default:
        return null;
    }
  };

  const sendCode = async (form: HTMLFormElement | null) => {
    const problem = contactProblem();
    if (problem) {
      setErrors({ contact: problem });
      focus(form, 'contact');
      throw new Error('not sent: the contact is refused');
    }
    setErrors({});
    setSentTo('');
    try {
      const sent = mobile ? await sendMobileCode(areaCode, typedContact) : await sendEmailCode(typedContact);
      setSentTo(sent.sentTo);
      focus(form, 'code');
    } catch (error) {
      const said = refusalAtField(error, 'send');
      if (said) {
        dismissCallError();
        setErrors(said);
      }
      throw error;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const typedCode = asciiDigits(code);
    const found: FieldErrors = {
      contact: contactProblem(),
      code: validationMessage(validate(typedCode, required, codeRule(codeDigits))),
    };
    setErrors(found);
    if (found.contact || found.code) {
      focus(form, found.contact ? 'contact' : 'code');
      return;
    }
    setBusy(true);
    const bound = mobile
      ? bindMobile({ areaCode, mobile: typedContact, code: typedCode })
      : bindEmail({ email: typedContact, code: typedCode });
    bound
      .then(onBound, (error: unknown) => {
        const said = refusalAtField(error, 'bind');
        if (!said) return;
        dismissCallError();
        setErrors(said);
        focus(form, said.code ? 'code' : 'contact');
      })
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className="manage-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {mobile && (
        <div className="manage-form__field">
          <label htmlFor={areaCodeId}>{t('account.manage.areaCode')}</label>
          {/* The plus sign is part of the code argument, inside its bidi isolate: (+86), not (86+), right to left. */}
          <select id={areaCodeId} value={areaCode} onChange={(event) => setAreaCode(event.target.value)}>
            {areaCodes.map((entry) => (
              <option key={entry.region} value={entry.code}>
                {t('account.manage.areaCodeOption', {
                  region: entry.name,
                  code: `+${entry.code}`,
                })}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextInput
        name="contact"
        type={mobile ? 'tel' : 'email'}
        inputMode={mobile ? 'numeric' : 'email'}
        autoComplete={mobile ? 'tel-national' : 'email'}
        dir="ltr"
        label={t(mobile ? 'account.details.mobile' : 'account.details.email')}
        value={contact}
        onChange={setContact}
        maxLength={mobile ? 15 : 254}
        error={errors.contact ?? ''}
      />
      <div className="manage-form__send">
        <VerificationTimer
          uniqueKey={`bind-${channel}-${details.userId}`}
          keepRunning
          onSend={() => sendCode(formRef.current)}
        />
        <p role="status" className="manage-form__sent">
          {sentTo && t('account.manage.codeSent', { destination: sentTo })}
        </p>
      </div>
      <TextInput
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        label={t('account.manage.verificationCode')}
        value={code}
        onChange={setCode}
        maxLength={codeDigits}
        error={errors.code ?? ''}
      />
      <button
        type="submit"
        className="button button--primary manage-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('account.manage.verify')}
      </button>
    </form>
  );
}
