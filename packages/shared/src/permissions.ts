/**
 * The spec's permission checks (section 6), shared by the web and the server.
 * - a single code must be contained;
 * - all-check: every item of the array; any-check: at least one;
 * - an empty requirement always passes; a missing authority list fails.
 */
export type Requirement = string | readonly string[] | null | undefined;

const isEmpty = (required: Requirement): boolean =>
  required == null || required === '' || (Array.isArray(required) && required.length === 0);

export const hasAll = (authorities: readonly string[] | null | undefined, required: Requirement): boolean => {
  if (isEmpty(required)) return true;
  if (!authorities) return false;
  const list = typeof required === 'string' ? [required] : (required as readonly string[]);
  return list.every((code) => authorities.includes(code));
};

export const hasAny = (authorities: readonly string[] | null | undefined, required: Requirement): boolean => {
  if (isEmpty(required)) return true;
  if (!authorities) return false;
  const list = typeof required === 'string' ? [required] : (required as readonly string[]);
  return list.some((code) => authorities.includes(code));
};

/** Authority codes named by the spec and MENU.md that the foundation uses. */
export const Authority = {
  paybackAccount: 'usercenter:paybackaccount',
  notice: 'index:notice',
  accountCenter: 'usercenter:set',
  accountEdit: 'account:edit',
  /** Submitting the company details of /ucenter/detail (reading them needs its view code). */
  partnerDetailEdit: 'ucenter:detail:edit',
  brandEdit: 'brand:edit',
  brandAuthorize: 'brand:authorize',
} as const;
