// A select-only listbox (WAI-ARIA APG "listbox" behind a button): the button
// shows the chosen option and opens the list; the list takes focus and is
// driven by the keyboard (arrows, Home, End, a first letter, Enter or Space
// to choose, Escape or Tab to close) or the pointer. For choices whose
// options carry more than text (a currency's icon), where a native select
// cannot.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './listbox.css';

export interface ListboxOption<Value extends string> {
  readonly value: Value;
  /** What the option shows. */
  readonly content: ReactNode;
  /** Its text, for type-ahead and its accessible name. */
  readonly text: string;
}

export interface ListboxProps<Value extends string> {
  /** The button's accessible name (what is being chosen). */
  readonly label: string;
  readonly options: readonly ListboxOption<Value>[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  /** What the closed button shows; the chosen option's content by default. */
  readonly buttonContent?: ReactNode;
  readonly className?: string;
}

/** Where a key moves the active option, or null for a key the list does not handle. */
export function nextActiveIndex(key: string, active: number, texts: readonly string[]): number | null {
  const last = texts.length - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, last);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default: {
      if (key.length !== 1 || key === ' ') return null;
      const letter = key.toLocaleLowerCase();
      // The next option after the active one starting with the letter, wrapping round.
      for (let step = 1; step <= texts.length; step += 1) {
        const index = (active + step) % texts.length;
        if (texts[index]?.toLocaleLowerCase().startsWith(letter)) return index;
      }
      return null;
    }
  }
}

export function Listbox<Value extends string>({
  label,
  options,
  value,
  onChange,
  buttonContent,
  className,
}: ListboxProps<Value>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosenIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [active, setActive] = useState(chosenIndex);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open)
      // Not every environment scrolls (jsdom has no layout).
      document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const show = () => {
    setActive(chosenIndex);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    close(true);
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = nextActiveIndex(
      event.key,
      active,
      options.map((option) => option.text),
    );
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  };

  const chosen = options[chosenIndex];
  return (
    <div ref={root} className={`listbox ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className="listbox__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={chosen ? `${label}: ${chosen.text}` : label}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        }}
      >
        {buttonContent ?? chosen?.content}
        <span className="listbox__caret" aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={list}
          id={`${id}-list`}
          className="listbox__list"
          role="listbox"
          // Focusable in the tab order too (axe: a scrollable region must be), though Tab closes it.
          tabIndex={0}
          aria-label={label}
          aria-activedescendant={`${id}-${active}`}
          onKeyDown={onListKey}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-${index}`}
              role="option"
              aria-selected={option.value === value}
              data-active={index === active ? 'true' : undefined}
              className="listbox__option"
              onPointerEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {option.content}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
