// Changing the login password: the current one, the new one twice, the
// rules ticked live as the player types (PasswordChecklist). Each field
// says what is wrong with it and nothing is sent; the sandbox's refusals are
// said at their field: a wrong current password (403) or too many of them
// (429) at "current password", the same password again (400) at the new one.
import { useId, useState, type FormEvent } from 'react';
import { PasswordChecklist } from '@/components/password-checklist/password-checklist';
import { Popup } from '@/components/popup/popup';
import { TextInput } from '@/components/text-input/text-input';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useMessage } from '@/components/use-message';
import { useValidationMessage } from '@/components/use-validation-message';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import {
  formErrors,
  hasErrors,
  matches,
  maxLength,
  required,
  strongPassword,
  validate,
} from '@/lib/validators/validators';
import { changeLoginPassword } from '@/features/manage-account/api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
/** The contract's longest password. */
const passwordMaxLength = 128;
/** The sandbox counts failed tries over one minute (openapi.yaml, 429). */
const lockoutSeconds = 60;

export interface LoginPasswordPopupProps {
  readonly onClose: () => void;
  readonly onChanged: () => void;
}

export function LoginPasswordPopup({ onClose, onChanged }: LoginPasswordPopupProps) {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  const checklistId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const change = (field: Field) => (value: string) => setValues((shown) => ({ ...shown, [field]: value }));

  const { formRef, focusFirstRefused } = useRefusedFocus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = formErrors({
      currentPassword: validate(values.currentPassword, required, maxLength(passwordMaxLength)),
      newPassword: validate(values.newPassword, required, strongPassword, maxLength(passwordMaxLength)),
      confirmPassword: validate(values.confirmPassword, required, matches(values.newPassword)),
    });
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, message]) => [field, validationMessage(message)]),
      ),
    );
    if (hasErrors(found)) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    changeLoginPassword({ oldPassword: values.currentPassword, newPassword: values.newPassword })
      .then(onChanged, (error: unknown) => {
        if (!(error instanceof CallError)) return;
        const said: Partial<Record<Field, string>> | null =
          error.code === 403
            ? { currentPassword: t('account.manage.wrongCurrentPassword') }
            : error.code === 429
              ? { currentPassword: t('errors.tooManyAttempts', { seconds: lockoutSeconds }) }
              : error.code === 400
                ? { newPassword: t('account.manage.samePassword') }
                : null;
        if (!said) return; // the call's toast says why
        dismissCallError();
        setErrors(said);
        focusFirstRefused();
      })
      .finally(() => setBusy(false));
  };

  return (
    <Popup open onClose={onClose} title={t('account.manage.changeLoginPassword')} className="manage-popup">
      <form
        ref={formRef}
        className="manage-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy || undefined}
      >
        <TextInput
          type="password"
          name="currentPassword"
          label={t('account.manage.currentPassword')}
          value={values.currentPassword}
          onChange={change('currentPassword')}
          trim={false}
          maxLength={passwordMaxLength}
          autoComplete="current-password"
          error={errors.currentPassword ?? ''}
        />
        <TextInput
          type="password"
          name="newPassword"
          label={t('account.manage.newPassword')}
          value={values.newPassword}
          onChange={change('newPassword')}
          trim={false}
          maxLength={passwordMaxLength}
          autoComplete="new-password"
          error={errors.newPassword ?? ''}
          describedBy={checklistId}
        />
        <TextInput
          type="password"
          name="confirmPassword"
          label={t('account.manage.confirmPassword')}
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          trim={false}
          maxLength={passwordMaxLength}
          autoComplete="new-password"
          error={errors.confirmPassword ?? ''}
        />
        <PasswordChecklist
          id={checklistId}
          password={values.newPassword}
          confirmation={values.confirmPassword}
        />
        <button
          type="submit"
          className="button button--primary manage-form__submit"
          aria-disabled={busy || undefined}
        >
          {t('account.manage.changeLoginPassword')}
        </button>
      </form>
    </Popup>
  );
}
