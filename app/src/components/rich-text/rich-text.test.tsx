import type { RichBlock } from '@content/rich-text';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { linkTarget, RichText } from './rich-text';

const text = (v: string) => ({ t: 'text', v }) as const;

// What the toolchain makes of a body written as
//
//   <script>alert(1)</script>
//
//   Win <img src=x onerror="alert(2)"> big: [claim now](javascript:alert(3)) or
//   [see the rules](https://example.com/rules) and [the VIP club](#/pages/VipClubsNew/VipClubsNew).
//
//   <a href="javascript:alert(4)" onclick="alert(5)">raw link</a>
//
// raw HTML is text of its literal source; the javascript: link keeps its text and loses the link.
const attacks: readonly RichBlock[] = [
  { t: 'p', c: [text('<script>alert(1)</script>')] },
  {
    t: 'p',
    c: [
      text('Win '),
      text('<img src=x onerror="alert(2)">'),
      text(' big: '),
      text('claim now'),
      text(' or '),
      { t: 'link', href: 'https://example.com/rules', c: [text('see the rules')] },
      text(' and '),
      { t: 'link', href: '#/pages/VipClubsNew/VipClubsNew', c: [text('the VIP club')] },
      text('.'),
    ],
  },
  { t: 'p', c: [text('<a href="javascript:alert(4)" onclick="alert(5)">raw link</a>')] },
];

/** Every element a promotion body may hold; anything else in the output is a fault. */
const allowedElements = new Set([
  'DIV', // the renderer's own wrapper
  'P',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'CODE',
  'HR',
  'EM',
  'STRONG',
  'A',
  'SPAN',
  'BR',
]);

function expectOnlySafeMarkup(root: HTMLElement) {
  for (const element of root.querySelectorAll('*')) {
    expect(allowedElements, element.outerHTML).toContain(element.tagName);
    for (const attribute of element.attributes) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      expect(attribute.value.trim(), element.outerHTML).not.toMatch(/^(javascript|data|vbscript):/i);
    }
  }
}

describe('RichText', () => {
  it('shows script tags, event attributes and raw links as the text they were written as', () => {
    const { container } = renderApp(<RichText blocks={attacks} />);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script, img, iframe, object, embed, style')).toBeNull();
    expect(container).toHaveTextContent('Win <img src=x onerror="alert(2)"> big: claim now or');
    expect(
      screen.getByText('<a href="javascript:alert(4)" onclick="alert(5)">raw link</a>'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'claim now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'raw link' })).toBeNull();
    expectOnlySafeMarkup(container);
  });

  it('opens an http(s) link in a new tab without handing it the page, and an app route in the app', () => {
    renderApp(<RichText blocks={attacks} />);
    const rules = screen.getByRole('link', { name: 'see the rules' });
    expect(rules).toHaveAttribute('href', 'https://example.com/rules');
    expect(rules).toHaveAttribute('target', '_blank');
    expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
    const club = screen.getByRole('link', { name: 'the VIP club' });
    expect(club).toHaveAttribute('href', '/pages/VipClubsNew/VipClubsNew');
    expect(club).not.toHaveAttribute('target');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('drops a link to any other scheme even if a tree held one, keeping its text', () => {
    const hostile: RichBlock[] = [
      {
        t: 'p',
        c: [
          { t: 'link', href: 'javascript:alert(1)', c: [text('one')] },
          { t: 'link', href: ' JavaScript:alert(2)', c: [text('two')] },
          { t: 'link', href: 'data:text/html,<script>alert(3)</script>', c: [text('three')] },
          { t: 'link', href: '//evil.example/', c: [text('four')] },
          { t: 'link', href: 'relative/page', c: [text('five')] },
          { t: 'link', href: 'mailto:a@example.com', c: [text('six')] },
          { t: 'link', href: 'https://', c: [text('seven')] },
        ],
      },
    ];
    const { container } = renderApp(<RichText blocks={hostile} />);
    expect(container).toHaveTextContent('onetwothreefourfivesixseven');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expectOnlySafeMarkup(container);
  });

  it('drops a node of a type it does not know', () => {
    const unknown = [
      { t: 'p', c: [text('kept')] },
      { t: 'html', v: '<img src=x onerror=alert(1)>' },
      { t: 'p', c: [{ t: 'raw', v: '<b onclick=alert(1)>x</b>' }] },
    ] as unknown as RichBlock[];
    const { container } = renderApp(<RichText blocks={unknown} />);
    expect(container).toHaveTextContent(/^kept$/);
    expectOnlySafeMarkup(container);
  });

  it('renders every block and inline of the tree as its element', () => {
    const all: RichBlock[] = [
      { t: 'h', level: 2, c: [text('Two')] },
      { t: 'h', level: 3, c: [text('Three')] },
      { t: 'h', level: 4, c: [text('Four')] },
      {
        t: 'p',
        c: [
          { t: 'em', c: [text('em')] },
          { t: 'strong', c: [text('strong')] },
          { t: 'code', v: 'x<y' },
          { t: 'br' },
        ],
      },
      { t: 'ul', items: [[{ t: 'p', c: [text('a')] }], [{ t: 'p', c: [text('b')] }]] },
      { t: 'ol', start: 3, items: [[{ t: 'p', c: [text('c')] }]] },
      { t: 'quote', c: [{ t: 'p', c: [text('quoted')] }] },
      { t: 'pre', v: '<script>1</script>' },
      { t: 'hr' },
    ];
    const { container } = renderApp(<RichText blocks={all} className="body" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Four' })).toBeInTheDocument();
    expect(container.querySelector('em')).toHaveTextContent('em');
    expect(container.querySelector('strong')).toHaveTextContent('strong');
    expect(container.querySelector('p > code')).toHaveTextContent('x<y');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('pre > code')).toHaveTextContent('<script>1</script>');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.firstElementChild).toHaveClass('body');
    expectOnlySafeMarkup(container);
  });
});

describe('linkTarget', () => {
  it.each([
    ['https://example.com/a?b=1', { kind: 'external', href: 'https://example.com/a?b=1' }],
    ['HTTP://EXAMPLE.COM', { kind: 'external', href: 'http://example.com/' }],
    ['#/pages/Bonus/Bonus', { kind: 'route', to: '/pages/Bonus/Bonus' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['data:text/html,x', { kind: 'none' }],
    ['//evil.example', { kind: 'none' }],
    ['/pages/Bonus/Bonus', { kind: 'none' }],
    ['#anchor', { kind: 'none' }],
    ['https://', { kind: 'none' }],
  ])('%s', (href, expected) => {
    expect(linkTarget(href)).toEqual(expected);
  });
});
