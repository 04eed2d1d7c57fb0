import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** The home page. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const homePages = {
  '/index': lazyPage(() => import('./pages/HomePage')),
} satisfies Record<string, PageComponent>;
