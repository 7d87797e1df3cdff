// A lobby page's heading: the page's translated title unless it names itself.
import type { PageName } from '@/config/paths';
import { pageTitleKeys } from '@/config/page-titles';
import { useMessage } from '@/components/use-message';

export function LobbyPageHeading({ page, title }: { page: PageName; title?: string }) {
  const t = useMessage();
  return <h1 className="lobby-page__title">{title ?? t(pageTitleKeys[page])}</h1>;
}
