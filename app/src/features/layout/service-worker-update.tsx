// A new version's service worker is waiting: the update prompt offers
// Reload (the new worker takes over, then the page reloads) or Cancel (the
// next start asks again).
import { UpdatePrompt } from '@/components/update-prompt/update-prompt';
import { serviceWorkerUpdate } from '@/lib/service-worker';

export function ServiceWorkerUpdate() {
  const reload = serviceWorkerUpdate.use();
  return (
    <UpdatePrompt
      open={reload !== null}
      onReload={() => {
        serviceWorkerUpdate.set(null);
        reload?.();
      }}
      onCancel={() => serviceWorkerUpdate.set(null)}
    />
  );
}
