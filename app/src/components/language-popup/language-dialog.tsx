// The language popup's dialog: a listbox of the shipped languages (WAI-ARIA
// APG listbox: arrows, Home, End and a first letter move, Enter or Space
// chooses; the pointer too), each with its flag (decorative) and its name in
// its own language (lang set, so a screen reader says it right). The current
// language is selected and marked; choosing one switches the app and closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LocaleTag } from '@content/locales';
import { nextActiveIndex } from '@/components/listbox/listbox';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { shippedLocales } from '@/lib/locale-choices';

export interface LanguageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export default function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const t = useMessage();
  const id = useId();
  const { locale, setLocale } = useLocale();
  const chosenIndex = Math.max(
    0,
    shippedLocales.findIndex((info) => info.tag === locale),
  );
  const [active, setActive] = useState(chosenIndex);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    // After the popup's own focus handling: the list takes the focus.
    const timer = setTimeout(() => list.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const choose = (tag: LocaleTag) => {
    onClose();
    if (tag !== locale) void setLocale(tag);
  };

  const onKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const info = shippedLocales[active];
      if (info) choose(info.tag);
      return;
    }
    const next = nextActiveIndex(
      event.key,
      active,
      shippedLocales.map((info) => info.name),
    );
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  };

  return (
    <Popup open={open} onClose={onClose} title={t('language.title')} className="language-dialog">
      <ul
        ref={list}
        className="language-dialog__list"
        role="listbox"
        tabIndex={0}
        aria-label={t('language.title')}
        aria-activedescendant={`${id}-${active}`}
        onKeyDown={onKey}
      >
        {shippedLocales.map((info, index) => (
          <li
            key={info.tag}
            id={`${id}-${index}`}
            role="option"
            aria-selected={info.tag === locale}
            data-active={index === active ? 'true' : undefined}
            className="language-dialog__option"
            // A real pointer move, not the list scrolling under a resting pointer (keyboard use).
            onPointerMove={() => index !== active && setActive(index)}
            onClick={() => choose(info.tag)}
          >
            <span className="language-dialog__flag" aria-hidden="true">
              {info.flag}
            </span>
            <span lang={info.tag} dir={info.dir} className="language-dialog__name">
              {info.name}
            </span>
            {info.tag === locale && (
              <svg
                className="language-dialog__check"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
              </svg>
            )}
          </li>
        ))}
      </ul>
    </Popup>
  );
}
