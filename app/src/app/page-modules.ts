// Which module each page of the route table loads. Home's is imported from
// here; every other page's through page-registry.ts, a chunk of its own, so
// home's start does not carry the list of every page's chunks to preload.
import type { ComponentType } from 'react';
import type { PageName } from '@/config/paths';

export type PageModule = () => Promise<{ default: ComponentType }>;

const homePage: PageModule = () => import('@/features/lobby/pages/home-page');

// One loader per page, so each keeps its identity (preloaded-pages keys by it).
const otherPages = new Map<PageName, PageModule>();

export function pageModule(name: PageName): PageModule {
  if (name === 'index') return homePage;
  let load = otherPages.get(name);
  if (!load) {
    load = () => import('./page-registry').then(({ loadPage }) => loadPage(name));
    otherPages.set(name, load);
  }
  return load;
}
