// A lobby page's heading: the page's translated title unless it names itself.
import type { PageName } from '@/config/paths';
import { pageTitleKeys } from '@/config/page-titles';
import { useMessage } from '@/components/use-message';

export interface LobbyPageHeadingProps {
  readonly page: PageName;
  readonly title?: string;
  readonly id?: string;
}

export function LobbyPageHeading({ page, title, id }: LobbyPageHeadingProps) {
  const t = useMessage();
  return (
    <h1 id={id} className="lobby-page__title">
      {title ?? t(pageTitleKeys[page])}
    </h1>
  );
}
