import type { ReactNode } from 'react';
import type { Requirement } from '@portal/shared/permissions';
import { usePermission } from './use-permission';

type AuthorizedProps = {
  /** A code, or codes that must all be held (spec section 6, all-check). */
  code?: Requirement;
  /** Codes of which at least one must be held (any-check). */
  anyOf?: readonly string[];
  /** Rendered instead when the check fails; by default nothing (the element is removed). */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * Renders its children only when the user holds the authorities: `<Authorized code="x">`,
 * `code={['a', 'b']}` (all), `anyOf={['a', 'b']}` (any). An empty requirement passes; a missing
 * authority list fails.
 */
export const Authorized = ({ code, anyOf, fallback = null, children }: AuthorizedProps) => {
  const permission = usePermission();
  const allowed = permission.hasAll(code) && permission.hasAny(anyOf);
  return <>{allowed ? children : fallback}</>;
};
