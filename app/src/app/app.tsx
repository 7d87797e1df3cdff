import { site } from '@content/site';

/** The app frame. The shell (top bar, side menu, routes) lands with the app-shell issue. */
export function App() {
  return (
    <main>
      <h1>Lobbykit</h1>
      <p>Version {site.appVersion}</p>
    </main>
  );
}
