import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/**
 * Sign-in, its result, sign-up, the forgotten password, the medium page: the routes reached without
 * a session (spec section 2, Public routes) -> their lazily loaded pages.
 */
export const authPages = {
  '/login': lazyPage(() => import('./pages/LoginPage')),
  '/login/result': lazyPage(() => import('./pages/LoginResultPage')),
  '/register': lazyPage(() => import('./pages/RegisterPage')),
  '/forget': lazyPage(() => import('./pages/ForgetPage')),
  '/medium': lazyPage(() => import('./pages/MediumPage')),
} satisfies Record<string, PageComponent>;
