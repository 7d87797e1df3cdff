// An operator's page inside the app's frame, under the top bar, titled for
// screen readers. An address it may not frame (lib/frameable-url.ts) shows the
// not-found view with the way home instead.
import { NotFoundView } from '@/components/not-found-view/not-found-view';
import { frameableUrl } from '@/lib/frameable-url';
import './framed-page.css';

export function FramedPage({ url, title }: { url: string | null; title: string }) {
  const framed = frameableUrl(url, window.location.href);
  if (!framed) return <NotFoundView />;
  return (
    <div className="framed-page">
      <h1 className="visually-hidden">{title}</h1>
      <iframe className="framed-page__frame" src={framed} title={title} allow="autoplay; fullscreen" />
    </div>
  );
}
