import { z } from 'zod';

/** The operator command to run: its name in the path, its arguments here. */
export const OpsCommandParamsSchema = z.object({ name: z.string().max(40) });
export const OpsRunSchema = z.object({ args: z.array(z.string().max(500)).max(20).default([]) });
export type OpsRun = z.input<typeof OpsRunSchema>;

/** What the command printed. */
export const OpsOutputSchema = z.object({ output: z.string() });
export type OpsOutput = z.infer<typeof OpsOutputSchema>;
