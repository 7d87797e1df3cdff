// The details page's birthday: set once (the birthday reward depends on
// it). A date field, at least 18 years ago (profile-rules), then a
// confirmation that it cannot be changed later, then /user/details/update;
// once set, read-only. A refusal is said on the field: 409 (already set
// meanwhile: the details are read again) or 400.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useValidationMessage } from '@/components/use-validation-message';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import type { UserDetails } from '@/lib/api/user-details';
import { useLocale } from '@/lib/locale';
import { setBirthday } from '@/features/profile/api/set-birthday';
import {
  birthdayProblem,
  latestBirthday,
  localToday,
  type BirthdayProblem,
} from '@/features/profile/profile-rules';

export interface BirthdaySectionProps {
  readonly birthday: string | null;
  /** The details after the birthday was saved. */
  readonly onSaved: (details: UserDetails) => void;
  /** The sandbox says a birthday is already set: read the details again. */
  readonly onStale: () => void;
}

/** A YYYY-MM-DD date in the player's language, as a calendar date (no time zone shift). */
function useCalendarDate() {
  const { locale } = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    [locale],
  );
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

export function BirthdaySection({ birthday, onSaved, onStale }: BirthdaySectionProps) {
  const t = useMessage();
  const calendarDate = useCalendarDate();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<BirthdayProblem | 'alreadySet' | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState('');
  const validationMessage = useValidationMessage();
  const today = localToday();

  const problemText = (): string => {
    if (problem === undefined) return '';
    if (problem === 'alreadySet') return t('account.details.birthdayAlreadySet');
    if (problem.key === 'account.details.tooYoung') return t(problem.key, { age: problem.age });
    return validationMessage(problem) ?? '';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = birthdayProblem(value, today);
    setProblem(found);
    if (found) event.currentTarget.querySelector('input')?.focus();
    else setConfirming(true);
  };

  const save = async () => {
    try {
      const details = await setBirthday(value);
      setSaved(t('account.details.birthdaySaved'));
      onSaved(details);
    } catch (error) {
      if (error instanceof CallError && (error.code === 409 || error.code === 400)) {
        dismissCallError();
        setProblem(error.code === 409 ? 'alreadySet' : { key: 'validation.date' });
        if (error.code === 409) onStale();
        return; // the modal closes: the field says why
      }
      throw error;
    }
  };

  return (
    <>
      <section className="details-section" aria-labelledby={birthday ? titleId : undefined}>
        {birthday ? (
          <>
            <h2 id={titleId} className="details-section__title">
              {t('account.details.birthday')}
            </h2>
            <p className="details-birthday">{calendarDate(birthday)}</p>
            <p className="details-section__note">{t('account.details.birthdayFixed')}</p>
          </>
        ) : (
          // The field's label names the section while the birthday is not set.
          <form className="details-birthday-form" noValidate onSubmit={onSubmit}>
            <TextInput
              type="date"
              name="birthday"
              label={t('account.details.birthday')}
              value={value}
              onChange={setValue}
              max={latestBirthday(today)}
              autoComplete="bday"
              error={problemText()}
              hint={t('account.details.birthdayHint')}
            />
            <button type="submit" className="button button--primary">
              {t('account.details.saveBirthday')}
            </button>
          </form>
        )}
        <Modal
          open={confirming}
          title={t('account.details.confirmBirthdayTitle')}
          asyncClose
          onConfirm={save}
          onClose={() => setConfirming(false)}
          confirmLabel={t('account.details.saveBirthday')}
        >
          <p>{value && t('account.details.confirmBirthdayText', { date: calendarDate(value) })}</p>
        </Modal>
      </section>
      <p role="status" className="profile-page__notice">
        {saved}
      </p>
    </>
  );
}
