import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/**
 * Sign-in, its result, sign-up, the forgotten password, the medium page: the routes reached without
 * a session (spec section 2, Public routes) -> their lazily loaded pages.
 */
export const authPages = pagesOf(files, {
  '/login': './pages/LoginPage',
  '/login/result': './pages/LoginResultPage',
  '/register': './pages/RegisterPage',
  '/forget': './pages/ForgetPage',
  '/medium': './pages/MediumPage',
});
