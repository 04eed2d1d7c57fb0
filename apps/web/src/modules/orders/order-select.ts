import type { Key } from 'react';

/** Spec section 5: the order number searched for is trimmed; blank searches every order. */
export const orderNoFilterOf = (input: string | null | undefined): string | undefined =>
  input?.trim() || undefined;

/**
 * The rows chosen so far after the table reports its selected keys: choices on other pages stay,
 * the rows of the page on screen follow `selectedKeys`, and the order of choosing is kept.
 */
export const mergeSelection = <T extends { id: number }>(
  chosen: readonly T[],
  pageRows: readonly T[],
  selectedKeys: readonly Key[],
): T[] => {
  const keys = new Set(selectedKeys.map(String));
  const onPage = new Set(pageRows.map((row) => String(row.id)));
  const kept = chosen.filter((row) => (onPage.has(String(row.id)) ? keys.has(String(row.id)) : true));
  const known = new Set(kept.map((row) => String(row.id)));
  const added = pageRows.filter((row) => keys.has(String(row.id)) && !known.has(String(row.id)));
  return [...kept, ...added];
};
