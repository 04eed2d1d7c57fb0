import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/** Sub-accounts and roles. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const accountPages = pagesOf(files, {
  '/account/index': './pages/SubAccountPage',
  '/account/role': './pages/RolePage',
});
