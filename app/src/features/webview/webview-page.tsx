// Webview?url=<address>&title=<name>: another page of the operator (a launched
// game, for one) inside the app's frame, so the top bar, menu and balance stay.
// An address it may not frame shows the not-found view with the way home.
import { useSearchParams } from 'react-router';
import { useMessage } from '../../components/use-message';
import { NotFoundView } from '../../components/not-found-view/not-found-view';
import { frameableUrl } from '../../lib/frameable-url';
import './webview-page.css';

export default function WebviewPage() {
  const t = useMessage();
  const [params] = useSearchParams();
  const url = frameableUrl(params.get('url'), window.location.href);
  if (!url) return <NotFoundView />;
  const title = params.get('title') || t('page.webview');
  return (
    <div className="webview">
      <h1 className="visually-hidden">{title}</h1>
      <iframe className="webview__frame" src={url} title={title} allow="autoplay; fullscreen" />
    </div>
  );
}
