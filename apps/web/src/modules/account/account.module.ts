import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** Sub-accounts and roles. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const accountPages = {
  '/account/index': lazyPage(() => import('./pages/SubAccountPage')),
  '/account/role': lazyPage(() => import('./pages/RolePage')),
} satisfies Record<string, PageComponent>;
