import type { AuthorityGroup } from '@portal/shared/contracts/auth';

/**
 * The role editor's tree: group -> page -> [view, ...actions]. Codes live only on the leaves (a
 * page's view is a leaf of its own), so the tree's parent/child check linkage is only cosmetic and
 * a role holding a page's view but none of its actions shows exactly that. An action code may
 * appear under several pages; each occurrence is its own leaf.
 */
export type AuthorityNode = {
  key: string;
  kind: 'group' | 'page' | 'view' | 'action';
  /** Group key, page path, or the authority code of a leaf. */
  ref: string;
  delivered?: boolean;
  children?: AuthorityNode[];
};

export type AuthorityTree = {
  nodes: AuthorityNode[];
  /** Leaf key -> authority code. */
  codeOf: Map<string, string>;
  /** Page path -> its view code, and the leaf keys of its actions. */
  pages: Map<string, { viewCode: string; actionKeys: string[] }>;
};

export const buildAuthorityTree = (groups: readonly AuthorityGroup[]): AuthorityTree => {
  const codeOf = new Map<string, string>();
  const pages = new Map<string, { viewCode: string; actionKeys: string[] }>();
  const nodes = groups.map<AuthorityNode>((group) => ({
    key: `group|${group.key}`,
    kind: 'group',
    ref: group.key,
    children: group.children.map<AuthorityNode>((page) => {
      const viewKey = `view|${page.path}`;
      codeOf.set(viewKey, page.viewCode);
      const actions = page.actions.map<AuthorityNode>((code) => {
        const key = `action|${page.path}|${code}`;
        codeOf.set(key, code);
        return { key, kind: 'action', ref: code };
      });
      pages.set(page.path, { viewCode: page.viewCode, actionKeys: actions.map((a) => a.key) });
      return {
        key: `page|${page.path}`,
        kind: 'page',
        ref: page.path,
        delivered: page.delivered,
        children: [{ key: viewKey, kind: 'view', ref: page.viewCode }, ...actions],
      };
    }),
  }));
  return { nodes, codeOf, pages };
};

/** The leaf keys to check for a role's codes. */
export const checkedKeysOf = (tree: AuthorityTree, codes: readonly string[]): string[] => {
  const held = new Set(codes);
  return [...tree.codeOf].filter(([, code]) => held.has(code)).map(([key]) => key);
};

/**
 * The codes of the checked leaves, sorted and without repeats. A page with a checked action also
 * gets its view: an action is of no use on a page one cannot open.
 */
export const codesOfCheckedKeys = (tree: AuthorityTree, checkedKeys: readonly string[]): string[] => {
  const checked = new Set(checkedKeys);
  const codes = new Set<string>();
  for (const key of checked) {
    const code = tree.codeOf.get(key);
    if (code) codes.add(code);
  }
  for (const page of tree.pages.values()) {
    if (page.actionKeys.some((key) => checked.has(key))) codes.add(page.viewCode);
  }
  return [...codes].sort();
};
