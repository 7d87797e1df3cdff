// Webview?url=<address>&title=<name>: another page of the operator (a launched
// game, for one) inside the app, so the top bar, menu and balance stay.
import { useSearchParams } from 'react-router';
import { useMessage } from '@/components/use-message';
import { FramedPage } from './framed-page';

export default function WebviewPage() {
  const t = useMessage();
  const [params] = useSearchParams();
  return <FramedPage url={params.get('url')} title={params.get('title') || t('page.webview')} />;
}
