// FrequentlyAskedQuestions (SPEC §2): content/pages/faq.yaml, each `##`
// question a collapse whose header button opens its answer (Enter or Space;
// every header is in the tab order), the answer rendered by RichText from the
// toolchain's safe tree. The questions are closed at first, so the list reads
// as an index of them.
import { Collapse } from '@/components/collapse/collapse';
import { RichText } from '@/components/rich-text/rich-text';
import { useMessage } from '@/components/use-message';
import { faqEntries } from './faq-entries';
import { ContentPageFrame } from './content-page-frame';

export default function FaqPage() {
  const t = useMessage();
  return (
    <ContentPageFrame id="faq" failedText={t('faq.loadFailed')}>
      {(body, marked) => {
        const { intro, entries } = faqEntries(body);
        return (
          <div className="info-page__body" {...marked}>
            {intro.length > 0 && <RichText blocks={intro} className="rich-text info-page__text" />}
            <ul className="faq-list">
              {entries.map((entry, index) => (
                <li key={index} className="faq-list__item">
                  <Collapse title={entry.question}>
                    <RichText blocks={entry.answer} className="rich-text info-page__text" />
                  </Collapse>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </ContentPageFrame>
  );
}
