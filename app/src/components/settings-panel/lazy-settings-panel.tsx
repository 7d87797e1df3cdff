// The settings panel as a chunk of its own: the top bar's hover panel and the
// side menu mount it only once opened, so a visitor's start does not carry
// the language popup, the theme list and their styles.
import { lazy, Suspense } from 'react';

const SettingsPanel = lazy(() =>
  import('./settings-panel').then(({ SettingsPanel }) => ({ default: SettingsPanel })),
);

export function LazySettingsPanel() {
  return (
    <Suspense fallback={null}>
      <SettingsPanel />
    </Suspense>
  );
}
