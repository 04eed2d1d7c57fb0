/**
 * The constraint a unique violation (SQLSTATE 23505) names, or undefined for any other error.
 * drizzle wraps driver errors, so the chain of causes is searched; pg and PGlite both set
 * `constraint`.
 */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return undefined;
};
