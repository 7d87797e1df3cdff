// A title per page, "Page — Lobbykit Casino" in the language shown, for the
// tab, history and bookmarks, and read out to screen readers after each
// navigation (the page itself does not reload, so nothing else would say it).
// Every page names itself in its one <h1>, the game's or category's name
// included, so the title follows the main region's heading: no page can
// forget to set it, and it changes with the heading.
import { useEffect, useState, type RefObject } from 'react';
import { useMessage } from '@/components/use-message';

export function PageTitle({ main }: { main: RefObject<HTMLElement | null> }) {
  const t = useMessage();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const region = main.current;
    if (!region) return;
    // The title shown on arrival is not announced: the screen reader reads the new document itself.
    let announce = false;
    const follow = () => {
      const heading = region.querySelector('h1')?.textContent?.trim();
      if (!heading) return;
      const title = t('app.pageTitle', { page: heading, app: t('app.name') });
      if (title !== document.title) {
        document.title = title;
        if (announce) setAnnouncement(title);
      }
      announce = true;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, t]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
