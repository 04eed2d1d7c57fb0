import { type LighthouseResult, measureLighthouse } from './lighthouse';
import { type FloorResult, measureFloor } from './web-floor';
import { startPortal } from './processes';
import { measureTransfer, type TransferResult } from './transfer-size';
import { openWebSession, WEB_PAGES } from './web-session';

export type WebResults = { transfers: TransferResult[]; lighthouse: LighthouseResult[]; floor: FloorResult };

/** JS as transferred on a first visit, at most (KB); pages without one are reported. */
const TRANSFER_TARGETS: Record<string, number> = { '/login': 110, '/order/index': 250 };
/** Lighthouse performance, at least: [mobile, desktop]. */
const LIGHTHOUSE_TARGETS: Record<string, [number, number]> = {
  '/login': [95, 100],
  '/index': [85, 98],
  '/order/index': [85, 98],
};

/** The web pages as users meet them, on the built portal with the demo data set. */
export const measureWeb = async (): Promise<WebResults> => {
  const portal = await startPortal();
  try {
    const session = await openWebSession(portal.baseUrl);
    const transfers = await measureTransfer(portal.baseUrl, session, WEB_PAGES);
    const lighthouse = await measureLighthouse(portal.baseUrl, session, WEB_PAGES);
    return { transfers, lighthouse, floor: await measureFloor() };
  } finally {
    await portal.stop();
  }
};

const met = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The results' web sections (from their first heading to the end of the last table). */
export const renderWeb = ({ transfers, lighthouse, floor }: WebResults): string =>
  [
    '## Web pages as transferred (first visit, empty cache)',
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)} on the demo data set (Node ${process.version}).`,
    "Bytes as Chromium received them (headers included, the brotli copy the server sends), from the DevTools protocol's",
    '`Network.loadingFinished`, until the network is idle; signed-in pages with the demo user.',
    '',
    '| page | JS files | JS | CSS | everything | target | met |',
    '|---|---:|---:|---:|---:|---|---|',
    ...transfers.map((t) => {
      const target = TRANSFER_TARGETS[t.path];
      return `| ${t.name} (${t.path}) | ${t.jsFiles} | ${t.jsKb} KB | ${t.cssKb} KB | ${t.totalKb} KB | ${target ? `JS <= ${target} KB` : 'reported'} | ${target ? met(t.jsKb <= target) : '-'} |`;
    }),
    `| the stack's floor (bench/web-floor) | 1 | ${floor.jsKb} KB | - | - | reference | - |`,
    '',
    "The floor is the order list's widgets and nothing else (React 19, react-router, i18next, react-query,",
    "antd 6's layout, menu, tabs, dropdown, form, input, select and table with its pagination), built like",
    `the web app and brotli-compressed like its build (${floor.rawKb} KB minified): computed, not transferred,`,
    'and without the headers of a response. A page of the portal showing these widgets cannot send less.',
    '',
    '## Lighthouse (performance, median of 3 runs)',
    '',
    'Lighthouse with its simulated throttling (mobile: a mid-range phone on slow 4G; desktop preset), a',
    'first visit each run (cache emptied, the session stored anew).',
    '',
    '| page | form factor | runs | score | FCP ms | LCP ms | TBT ms | CLS | target | met |',
    '|---|---|---|---:|---:|---:|---:|---:|---|---|',
    ...lighthouse.map((l) => {
      const target = LIGHTHOUSE_TARGETS[l.path]?.[l.formFactor === 'mobile' ? 0 : 1];
      return `| ${l.name} (${l.path}) | ${l.formFactor} | ${l.scores.join(', ')} | ${l.score} | ${l.fcpMs} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${target ? `>= ${target}` : 'reported'} | ${target ? met(l.score >= target) : '-'} |`;
    }),
    '',
  ].join('\n');

const WEB_HEADING = '## Web pages as transferred';

/**
 * `markdown` with its web sections replaced by `section` (`BENCH_ONLY=web` keeps the other
 * results); without them, `section` goes before the HTTP throughput, or at the end.
 */
export const spliceWebSection = (markdown: string, section: string): string => {
  const start = markdown.indexOf(WEB_HEADING);
  if (start !== -1) {
    const lighthouse = markdown.indexOf('## Lighthouse', start);
    const next = markdown.indexOf('\n## ', lighthouse === -1 ? start + 1 : lighthouse + 1);
    return markdown.slice(0, start) + section + (next === -1 ? '' : `\n${markdown.slice(next + 1)}`);
  }
  const http = markdown.indexOf('## HTTP throughput');
  if (http === -1) return `${markdown}\n${section}`;
  return `${markdown.slice(0, http)}${section}\n${markdown.slice(http)}`;
};
