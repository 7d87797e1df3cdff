import type { RichBlock } from '@content/rich-text';
import { describe, expect, it } from 'vitest';
import { faqEntries, inlineText } from './faq-entries';

const text = (v: string) => ({ t: 'text', v }) as const;
const p = (v: string): RichBlock => ({ t: 'p', c: [text(v)] });
const h = (level: 2 | 3, v: string): RichBlock => ({ t: 'h', level, c: [text(v)] });

describe('the FAQ’s questions', () => {
  it('makes each level-2 heading a question and the blocks after it its answer', () => {
    const { intro, entries } = faqEntries([
      p('Welcome.'),
      h(2, 'One?'),
      p('A.'),
      p('B.'),
      h(2, 'Two?'),
      p('C.'),
    ]);
    expect(intro).toEqual([p('Welcome.')]);
    expect(entries).toEqual([
      { question: 'One?', answer: [p('A.'), p('B.')] },
      { question: 'Two?', answer: [p('C.')] },
    ]);
  });

  it('keeps a smaller heading inside its answer', () => {
    const { entries } = faqEntries([h(2, 'One?'), h(3, 'Detail'), p('A.')]);
    expect(entries).toEqual([{ question: 'One?', answer: [h(3, 'Detail'), p('A.')] }]);
  });

  it('is all introduction when the text has no question', () => {
    expect(faqEntries([p('Only text.')])).toEqual({ intro: [p('Only text.')], entries: [] });
  });

  it('takes a question’s words out of its marks and links', () => {
    expect(
      inlineText([
        text('How '),
        { t: 'strong', c: [text('fast')] },
        { t: 'br' },
        { t: 'link', href: 'https://example.com', c: [{ t: 'em', c: [text('is')] }] },
        { t: 'code', v: ' it' },
        text('?'),
      ]),
    ).toBe('How fast is it?');
  });
});
