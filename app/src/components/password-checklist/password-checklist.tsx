// The login-password rule (8 or more characters, a letter, a digit) as a
// checklist that follows what the player types: each part shows a mark and
// says in words whether it is met ("At least 8 characters: done"); the list
// is a polite live region, so a screen reader reads a part when it changes.
import { LineIcon } from '@/components/line-icon/line-icon';
import { useMessage } from '@/components/use-message';
import { passwordChecks, passwordMinLength } from '@/lib/validators/validators';
import './password-checklist.css';

export function PasswordChecklist({ password }: { readonly password: string }) {
  const t = useMessage();
  const checks = passwordChecks(password);
  const parts = [
    { met: checks.length, text: t('auth.register.passwordRules.length', { min: passwordMinLength }) },
    { met: checks.letter, text: t('auth.register.passwordRules.letter') },
    { met: checks.digit, text: t('auth.register.passwordRules.digit') },
  ];
  return (
    <ul className="password-checklist" aria-label={t('auth.register.passwordRules.title')} aria-live="polite">
      {parts.map(({ met, text }) => (
        <li key={text} className="password-checklist__part" data-met={met}>
          <LineIcon>{met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <circle cx="12" cy="12" r="7" />}</LineIcon>
          <span aria-hidden="true">{text}</span>
          <span className="visually-hidden">
            {t(met ? 'auth.register.passwordRules.met' : 'auth.register.passwordRules.unmet', { rule: text })}
          </span>
        </li>
      ))}
    </ul>
  );
}
