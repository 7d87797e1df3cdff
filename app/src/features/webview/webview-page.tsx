// Webview?url=<address>&title=<name>[&game=<id>]: another page of the
// operator (a launched game, for one) inside the app, so the top bar, menu and
// balance stay; a game comes under its game bar.
import { useSearchParams } from 'react-router';
import { useMessage } from '@/components/use-message';
import { FramedPage } from './framed-page';
import { GameBar } from './game-bar';

export default function WebviewPage() {
  const t = useMessage();
  const [params] = useSearchParams();
  const title = params.get('title') || t('page.webview');
  const gameId = params.get('game');
  return (
    <FramedPage url={params.get('url')} title={title}>
      {gameId && <GameBar gameId={gameId} title={title} />}
    </FramedPage>
  );
}
