import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What a journey fails on: axe's two highest impacts (the bar: none of either on any page). */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['critical', 'serious']);
/** Rules that fail whatever axe's impact: every page has a level-one heading (axe rates it moderate). */
const REQUIRED_RULES: ReadonlySet<string> = new Set(['page-has-heading-one']);

/** One failing rule on one element of one page. */
export type A11yViolation = {
  rule: string;
  impact: string;
  help: string;
  /** axe's selector path of the element (shadow/iframe levels joined with ' >>> '). */
  target: string;
  /** The page's address, without the origin. */
  url: string;
};

/**
 * Third-party internals that cannot be fixed through their props: each one rule, on elements inside
 * one part of the page (`within`, a CSS selector), with axe's own explanation (`summary`), and why.
 * Never a whole rule: any other element, or another failure of the same rule, still fails.
 */
const KNOWN_THIRD_PARTY: ReadonlyArray<{ rule: string; within: string; summary: RegExp; why: string }> = [
  {
    rule: 'aria-required-children',
    within: '.shell-tabs',
    summary: /children which are not allowed: (button\[aria-controls\], )?button\[aria-label\]$/,
    why:
      "The shell's page tabs are antd's editable-card Tabs: rc-tabs renders each tab's close button " +
      '(button[aria-label]) beside its role="tab" element inside the role="tablist", and, once the ' +
      'tabs overflow, the "more tabs" menu button (button[aria-controls]) too; it has no prop to move ' +
      'or re-role either. The tabs themselves are proper tabs; only these buttons are extra children.',
  },
];

type AxeNode = { target: unknown[]; failureSummary?: string; known?: boolean };
type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };

// Violations found since the last `takeA11yViolations`, one entry per rule, element and page.
const found = new Map<string, A11yViolation>();
// One scan at a time per page: axe refuses to run twice in a document.
const running = new WeakMap<Page, Promise<void>>();

/**
 * Waits until the page has settled: its requests done (a lazily loaded page, its data) and its
 * entrance animations (antd's fades and zooms) finished, so axe sees the screen the user sees.
 */
const settle = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const busy = await page.evaluate(
      () =>
        document.querySelector('.ant-spin-spinning, .ant-skeleton-active') !== null ||
        document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity),
    );
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const scan = async (page: Page): Promise<void> => {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  await settle(page);
  // Evaluated through the debugging protocol, not a script tag: the portal's CSP stays as served.
  // The engine stays in the document across the app's own (history) navigations.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const known = KNOWN_THIRD_PARTY.map(({ rule, within, summary }) => ({
    rule,
    within,
    summary: summary.source,
  }));
  const violations = await page.evaluate(async (exceptions) => {
    const engine = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown }> } }
    ).axe;
    const found = (await engine.run({ resultTypes: ['violations'] })).violations as AxeViolation[];
    // Marks the nodes of the known third-party internals (the check needs the live element).
    for (const violation of found) {
      for (const node of violation.nodes) {
        const selector =
          node.target.length === 1 && typeof node.target[0] === 'string' ? node.target[0] : null;
        const element = selector ? document.querySelector(selector) : null;
        node.known = exceptions.some(
          (e) =>
            e.rule === violation.id &&
            element?.closest(e.within) != null &&
            new RegExp(e.summary).test((node.failureSummary ?? '').trim()),
        );
      }
    }
    return found;
  }, known);
  const url = new URL(page.url());
  for (const violation of violations) {
    const impact = violation.impact ?? 'minor';
    if (!FAILING_IMPACTS.has(impact) && !REQUIRED_RULES.has(violation.id)) continue;
    for (const node of violation.nodes) {
      const target = node.target
        .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
        .join(' | ');
      if (node.known) continue;
      const entry = {
        rule: violation.id,
        impact,
        help: violation.help,
        target,
        url: url.pathname + url.search,
      };
      found.set(`${entry.rule}|${entry.url}|${entry.target}`, entry);
    }
  }
};

/**
 * Runs axe-core on the page as it is now (after it settles) and keeps its critical and serious
 * violations for the journey's end-of-test check. Navigating away during the scan skips it: the
 * next screen is scanned on its own.
 */
export const checkA11y = async (page: Page): Promise<void> => {
  const previous = running.get(page) ?? Promise.resolve();
  const next = previous.then(async () => {
    try {
      await scan(page);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (page.isClosed() || /context was destroyed|Target .*closed|navigat/i.test(message)) return;
      throw error;
    }
  });
  running.set(
    page,
    next.catch(() => undefined),
  );
  await next;
};

/**
 * Makes every `goto` of the page scan the page it opened: journeys open pages by URL all over,
 * and each of those screens is checked without a call in every journey.
 */
export const scanOnGoto = (page: Page): void => {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await checkA11y(page);
    return response;
  };
};

/** The violations found since the last call, and forgets them. */
export const takeA11yViolations = (): A11yViolation[] => {
  const list = [...found.values()];
  found.clear();
  return list;
};

/** A readable list: one line per element, grouped by page and rule. */
export const formatA11yViolations = (violations: readonly A11yViolation[]): string =>
  [
    `axe-core: ${violations.length} violation(s) (critical, serious, or a required rule)`,
    ...[...violations]
      .sort((a, b) => a.url.localeCompare(b.url) || a.rule.localeCompare(b.rule))
      .map((v) => `  ${v.url}  [${v.impact}] ${v.rule}: ${v.target}  (${v.help})`),
  ].join('\n');
