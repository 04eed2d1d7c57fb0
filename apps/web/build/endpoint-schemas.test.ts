import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointSchemas, withoutSchemas } from './endpoint-schemas';

const partnerEndpoints = fileURLToPath(
  new URL('../../../packages/shared/src/contracts/partner.endpoints.ts', import.meta.url),
);

type Load = (id: string) => Promise<string | null>;

const buildPlugin = () => {
  const plugin = endpointSchemas();
  (plugin.configResolved as (config: { command: string }) => void)({ command: 'build' });
  return plugin.load as unknown as Load;
};

describe('endpoint files in the production build', () => {
  it('keep what a call needs and the answer shape as flags, and no schema', async () => {
    const code = await buildPlugin()(partnerEndpoints);
    expect(code).not.toMatch(/zod|safeParse|summary|import /);
    const url = `data:text/javascript;base64,${Buffer.from(code ?? '').toString('base64')}`;
    const { payback } = (await import(url)) as { payback: Record<string, Record<string, unknown>> };
    expect(payback.page).toEqual({
      method: 'POST',
      path: '/api/account/payback/page',
      operationId: 'paybackPage',
      module: 'partner',
      rows: true,
    });
    expect(payback.delete).toEqual({
      method: 'POST',
      path: '/api/account/payback/delete',
      operationId: 'paybackDelete',
      module: 'partner',
    });
  });

  it('leave other files alone, and keep the schemas in vite dev', async () => {
    expect(await buildPlugin()('/work/apps/web/src/main.tsx')).toBeNull();
    const plugin = endpointSchemas();
    (plugin.configResolved as (config: { command: string }) => void)({ command: 'serve' });
    expect(await (plugin.load as unknown as Load)(partnerEndpoints)).toBeNull();
  });

  it('refuse an endpoints file that exports something else', () => {
    expect(() => withoutSchemas({ limits: { max: { value: 3 } } })).toThrow(/not an endpoint/);
  });
});
