import { z } from 'zod';
import { endpoints } from './endpoint';

/** What the platform itself answers, outside any module. */
export const platform = endpoints('platform', 'platform', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server is up and reaches its database (for load balancers and probes)',
    auth: 'public',
    hidden: true,
    data: z.object({ status: z.literal('up'), database: z.enum(['pglite', 'postgres']) }),
  },
});
