// Which module each page of the route table loads, each as its own lazily
// loaded chunk. A page whose feature has not landed yet shows the translated
// coming-soon view; a later issue adds its page to builtPages.
import type { ComponentType } from 'react';
import type { PageName } from '../config/paths';

export type PageModule = () => Promise<{ default: ComponentType }>;

const comingSoon: PageModule = () => import('../features/coming-soon/coming-soon-page');

const builtPages: Partial<Record<PageName, PageModule>> = {};

export function pageModule(name: PageName): PageModule {
  return builtPages[name] ?? comingSoon;
}
