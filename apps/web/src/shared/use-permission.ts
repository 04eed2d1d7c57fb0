import { hasAll, hasAny, type Requirement } from '@portal/shared/permissions';
import { readStoredUser, useSessionAuthorities } from './stored-user';

/**
 * The authorities of the stored `user` (spec section 6: the check reads them from local storage);
 * undefined when there is no user, which fails every non-empty requirement.
 */
export const storedAuthorities = (): string[] | undefined => readStoredUser()?.authorities;

/** All-check against the stored user: a code must be held; an array needs every code. */
export const hasPermission = (required: Requirement): boolean => hasAll(storedAuthorities(), required);

/** Any-check against the stored user: at least one of the codes. */
export const hasAnyPermission = (required: Requirement): boolean => hasAny(storedAuthorities(), required);

export type Permission = {
  /** Every code of `required` (a single code must be held); an empty requirement passes. */
  hasAll: (required: Requirement) => boolean;
  /** At least one code of `required`; an empty requirement passes. */
  hasAny: (required: Requirement) => boolean;
};

/**
 * Permission checks that re-render when the user changes. The session store and localStorage
 * `user` are written together, so this agrees with `hasPermission`.
 */
export const usePermission = (): Permission => {
  const authorities = useSessionAuthorities((state) => state.authorities);
  return {
    hasAll: (required) => hasAll(authorities, required),
    hasAny: (required) => hasAny(authorities, required),
  };
};
