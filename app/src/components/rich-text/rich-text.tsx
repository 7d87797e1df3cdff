// A promotion's body or terms (the toolchain's safe tree, @content/rich-text)
// as React elements, and nothing else: every node type maps to one element of
// a fixed set, text is always a string child (React escapes it), and no node
// can add an attribute but a link's href. Links are checked again here, so a
// tree that somehow held another scheme still renders no link: http(s) opens
// in a new tab, '#/...' navigates inside the app, anything else keeps only its
// text. There is no dangerouslySetInnerHTML and no way to reach one.
import type { RichBlock, RichInline } from '@content/rich-text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface RichTextProps {
  readonly blocks: readonly RichBlock[];
  readonly className?: string;
}

/** Where a link may lead: an absolute http(s) URL, or an app route, or nowhere. */
export type LinkTarget =
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'none' };

export function linkTarget(href: string): LinkTarget {
  if (href.startsWith('#/')) return { kind: 'route', to: href.slice(1) };
  if (!/^https?:\/\//i.test(href)) return { kind: 'none' };
  try {
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', href: url.href };
  } catch {
    // Not a URL: shown as text.
  }
  return { kind: 'none' };
}

function inlines(nodes: readonly RichInline[]): ReactNode[] {
  return nodes.map((node, index) => inline(node, index));
}

function inline(node: RichInline, key: number): ReactNode {
  switch (node.t) {
    case 'text':
      return node.v;
    case 'em':
      return <em key={key}>{inlines(node.c)}</em>;
    case 'strong':
      return <strong key={key}>{inlines(node.c)}</strong>;
    case 'code':
      return <code key={key}>{node.v}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const target = linkTarget(node.href);
      if (target.kind === 'external')
        return (
          <a key={key} href={target.href} target="_blank" rel="noopener noreferrer">
            {inlines(node.c)}
          </a>
        );
      if (target.kind === 'route')
        return (
          <Link key={key} to={target.to}>
            {inlines(node.c)}
          </Link>
        );
      return <span key={key}>{inlines(node.c)}</span>;
    }
    default:
      // A node type this renderer does not know is dropped, never guessed at.
      return null;
  }
}

function blockList(nodes: readonly RichBlock[]): ReactNode[] {
  return nodes.map((node, index) => block(node, index));
}

function block(node: RichBlock, key: number): ReactNode {
  switch (node.t) {
    case 'p':
      return <p key={key}>{inlines(node.c)}</p>;
    case 'h': {
      const Heading = node.level === 2 ? 'h2' : node.level === 3 ? 'h3' : 'h4';
      return <Heading key={key}>{inlines(node.c)}</Heading>;
    }
    case 'ul':
      return (
        <ul key={key}>
          {node.items.map((item, index) => (
            <li key={index}>{blockList(item)}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol key={key} start={node.start === 1 ? undefined : node.start}>
          {node.items.map((item, index) => (
            <li key={index}>{blockList(item)}</li>
          ))}
        </ol>
      );
    case 'quote':
      return <blockquote key={key}>{blockList(node.c)}</blockquote>;
    case 'pre':
      return (
        <pre key={key}>
          <code>{node.v}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    default:
      return null;
  }
}

export function RichText({ blocks, className }: RichTextProps) {
  return <div className={className}>{blockList(blocks)}</div>;
}
