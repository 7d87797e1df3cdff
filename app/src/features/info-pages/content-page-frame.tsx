// What both content pages share: the page's title in the player's language
// (from pages.ts, in the shell's data), and its body's states: a spinner
// while the page's own chunk of text loads, a retry after a failure, and the
// body once it is there. The title shows at once; only the body waits.
import type { ContentPageId } from '@content/pages';
import { contentPages } from '@content/pages';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { inLanguage, languageAttributes } from '@/lib/localised-text';
import type { RichBlock } from '@content/rich-text';
import { usePageBodies } from './use-page-bodies';
import './info-pages.css';

export interface ContentPageFrameProps {
  readonly id: ContentPageId;
  /** The body in the language it is written in, as the page shows it. */
  readonly children: (body: readonly RichBlock[], marked: ReturnType<typeof languageAttributes>) => ReactNode;
  /** Shown under the body (About's version), whatever its state. */
  readonly footer?: ReactNode;
  /** What a failed load says, above Try again. */
  readonly failedText: string;
}

export function ContentPageFrame({ id, children, footer, failedText }: ContentPageFrameProps) {
  const t = useMessage();
  const { locale } = useLocale();
  const title = inLanguage(contentPages[id].text, locale);
  const { state, retry } = usePageBodies(id, locale);
  return (
    <article className="info-page">
      <h1 className="info-page__title" {...languageAttributes(title.lang, locale)}>
        {title.value.title}
      </h1>
      {state.status === 'loading' && <LoadingSpinner />}
      {state.status === 'failed' && (
        <div className="info-page__failed" role="alert">
          <p>{failedText}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (() => {
          const own = state.bodies[locale];
          const body = own
            ? { value: own, lang: locale }
            : { value: state.bodies.en ?? [], lang: 'en' as const };
          return children(body.value, languageAttributes(body.lang, locale));
        })()}
      {footer}
    </article>
  );
}
