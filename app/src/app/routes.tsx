// Every route of SPEC §2 from the one typed table (config/paths.ts), each page
// its own lazily loaded chunk, inside the shell; anything else is not found.
import { Route, Routes } from 'react-router';
import { pageNames, pagePath } from '@/config/paths';
import { NotFoundView } from '@/components/not-found-view/not-found-view';
import { PageRoute } from './page-route';
import { pageModule } from './page-modules';
import { Shell } from './shell';

// Development only: the widget gallery; a production build drops it and its chunk.
const galleryPage = import.meta.env.DEV ? () => import('@/features/gallery/gallery-page') : null;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {pageNames.map((name) => (
          <Route
            key={name}
            path={pagePath(name)}
            element={<PageRoute key={name} chunk={name} load={pageModule(name)} />}
          />
        ))}
        <Route path="/pages/index/index" element={<PageRoute chunk="index" load={pageModule('index')} />} />
        {galleryPage && <Route path="/gallery" element={<PageRoute chunk="gallery" load={galleryPage} />} />}
        <Route path="*" element={<NotFoundView />} />
      </Route>
    </Routes>
  );
}
