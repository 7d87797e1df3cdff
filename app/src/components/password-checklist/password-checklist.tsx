// The rules of a new login password (lib/validators: 8 or more characters,
// a letter, a digit) and, with a confirmation, that the two match: ticked
// live as the player types. Each rule reads "…: done" or "…: not yet" to a
// screen reader (one message with the rule in it, so a language orders it); the field it describes names the list's id in its
// aria-describedby (TextInput's describedBy), so the rules are read with it,
// and the list is a polite live region, so a change is read as it happens.
import { useId } from 'react';
import { useMessage } from '@/components/use-message';
import { passwordChecks, passwordMinLength } from '@/lib/validators/validators';
import './password-checklist.css';

export interface PasswordChecklistProps {
  /** The list's id, for the field's describedBy. */
  readonly id?: string;
  readonly password: string;
  /** The confirmation typed so far; without it, no "match" rule. */
  readonly confirmation?: string;
}

export function PasswordChecklist({ id, password, confirmation }: PasswordChecklistProps) {
  const t = useMessage();
  const ownId = useId();
  const titleId = useId();
  const checks = passwordChecks(password);
  const rules = [
    {
      name: 'length',
      met: checks.length,
      text: t('account.manage.rules.length', { min: passwordMinLength }),
    },
    { name: 'letter', met: checks.letter, text: t('account.manage.rules.letter') },
    { name: 'digit', met: checks.digit, text: t('account.manage.rules.digit') },
    ...(confirmation === undefined
      ? []
      : [
          {
            name: 'match',
            met: confirmation !== '' && confirmation === password,
            text: t('account.manage.rules.match'),
          },
        ]),
  ];
  return (
    <div id={id ?? ownId} className="password-checklist" aria-live="polite">
      <p id={titleId} className="password-checklist__title">
        {t('account.manage.rules.title')}
      </p>
      <ul aria-labelledby={titleId}>
        {rules.map((rule) => (
          <li key={rule.name} data-rule={rule.name} data-met={rule.met}>
            <svg
              className="password-checklist__mark"
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              {rule.met ? <path d="M3 8.5l3 3 7-7" /> : <circle cx="8" cy="8" r="5" />}
            </svg>
            <span aria-hidden="true">{rule.text}</span>
            <span className="visually-hidden">
              {t(rule.met ? 'account.manage.rules.met' : 'account.manage.rules.unmet', { rule: rule.text })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
