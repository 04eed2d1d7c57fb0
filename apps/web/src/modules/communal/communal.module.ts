import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** The export centre. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const communalPages = {
  '/export/index': lazyPage(() => import('./pages/ExportCenterPage')),
} satisfies Record<string, PageComponent>;
