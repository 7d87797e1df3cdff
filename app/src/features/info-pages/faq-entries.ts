// The FAQ's body as questions and answers: each level-2 heading (`## ...` in
// content/pages/faq.yaml) is a question, the blocks up to the next one its
// answer; what comes before the first question is an introduction.
import type { RichBlock, RichInline } from '@content/rich-text';

export interface FaqEntry {
  /** The heading's text, flattened (the collapse header is a button: text only). */
  readonly question: string;
  readonly answer: readonly RichBlock[];
}

export interface FaqBody {
  readonly intro: readonly RichBlock[];
  readonly entries: readonly FaqEntry[];
}

/** The text of inline nodes, without their marks. */
export function inlineText(nodes: readonly RichInline[]): string {
  return nodes
    .map((node) => {
      switch (node.t) {
        case 'text':
        case 'code':
          return node.v;
        case 'br':
          return ' ';
        case 'em':
        case 'strong':
        case 'link':
          return inlineText(node.c);
        default:
          return '';
      }
    })
    .join('');
}

export function faqEntries(blocks: readonly RichBlock[]): FaqBody {
  const intro: RichBlock[] = [];
  const entries: { question: string; answer: RichBlock[] }[] = [];
  let answer = intro;
  for (const block of blocks) {
    if (block.t === 'h' && block.level === 2) {
      answer = [];
      entries.push({ question: inlineText(block.c), answer });
    } else {
      answer.push(block);
    }
  }
  return { intro, entries };
}
