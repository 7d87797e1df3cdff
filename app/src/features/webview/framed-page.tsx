// An operator's page inside the app's frame, under the top bar (and a bar of
// its own, such as a game's), titled for screen readers. An address it may
// not frame (lib/frameable-url.ts) shows the not-found view with the way home
// instead.
import type { ReactNode } from 'react';
import { NotFoundView } from '@/components/not-found-view/not-found-view';
import { frameableUrl } from '@/lib/frameable-url';
import './framed-page.css';

export interface FramedPageProps {
  readonly url: string | null;
  readonly title: string;
  /** A bar above the frame (the game bar). */
  readonly children?: ReactNode;
}

export function FramedPage({ url, title, children }: FramedPageProps) {
  const framed = frameableUrl(url, window.location.href);
  if (!framed) return <NotFoundView />;
  return (
    <div className="framed-page" data-bar={children ? 'shown' : 'none'}>
      <h1 className="visually-hidden">{title}</h1>
      {children}
      <iframe className="framed-page__frame" src={framed} title={title} allow="autoplay; fullscreen" />
    </div>
  );
}
