import { HashRouter } from 'react-router';
import { AppRoutes } from './routes';

/** The app: the hash router around the shell and its routes (providers come from main.tsx). */
export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
