// SPEC §2's language popup (a language option is id, name and icon): a
// button showing the current language's flag and name opens a dialog (its
// own chunk, fetched on the first tap) listing every language with its flag,
// its name in its own language, the current one marked.
import { lazy, useState } from 'react';
import { MountWhenAsked } from '@/components/mount-when-asked';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { localeInfo } from '@/lib/locale-choices';
import './language-popup.css';

const LanguageDialog = lazy(() => import('./language-dialog'));

export function LanguagePopup() {
  const t = useMessage();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  // Each opening starts afresh, its active option the current language.
  const [opening, setOpening] = useState(0);
  const current = localeInfo(locale);
  return (
    <>
      <button
        type="button"
        className="language-popup__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t('settings.language')}: ${current.name}`}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <span className="language-popup__flag" aria-hidden="true">
          {current.flag}
        </span>
        <span lang={current.tag}>{current.name}</span>
        <span className="language-popup__caret" aria-hidden="true" />
      </button>
      <MountWhenAsked asked={open}>
        <LanguageDialog key={opening} open={open} onClose={() => setOpen(false)} />
      </MountWhenAsked>
    </>
  );
}
