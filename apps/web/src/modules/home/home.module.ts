import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/** The home page. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const homePages = pagesOf(files, {
  '/index': './pages/HomePage',
});
