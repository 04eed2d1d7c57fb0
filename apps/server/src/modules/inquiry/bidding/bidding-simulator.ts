import { BiddingState, largestNextBid } from '@portal/shared/contracts/bidding';
import { compareMoney } from '@portal/shared/money';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { seededRandom } from '../../orders/order-simulator';
import { biddingInvitations, biddingProjects } from './bidding.table';
import { placeBid } from './bidding.service';

export type BidSimulation = {
  projectId: number;
  /** The partner the rivals bid against (it never bids here). */
  exceptPartnerId?: number;
  /** How long to go on, and the pause between bids. */
  minutes: number;
  intervalMs: number;
  seed?: number;
  /** Stops early (tests). */
  signal?: AbortSignal;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Rival partners bid on an open project against one partner: every interval one rival, chosen at
 * random among the invited ones, undercuts the best price by one to three decrements when it can
 * (through placeBid, like a partner's bid). Ends after `minutes`, or when the project is no longer
 * open. Answers how many bids were accepted.
 */
export const simulateBids = async (db: DbOrTx, simulation: BidSimulation): Promise<number> => {
  const random = seededRandom(simulation.seed ?? Date.now());
  const until = Date.now() + simulation.minutes * 60_000;
  let accepted = 0;
  while (Date.now() < until && !simulation.signal?.aborted) {
    const [project] = await db
      .select()
      .from(biddingProjects)
      .where(eq(biddingProjects.id, simulation.projectId));
    if (!project || project.state > BiddingState.open) break;
    const invited = await db
      .select()
      .from(biddingInvitations)
      .where(eq(biddingInvitations.projectId, project.id));
    const rivals = invited.filter((row) => row.partnerId !== simulation.exceptPartnerId);
    if (rivals.length === 0) break;
    const [best] = await db
      .select({ amount: biddingInvitations.bestAmount })
      .from(biddingInvitations)
      .where(and(eq(biddingInvitations.projectId, project.id), isNotNull(biddingInvitations.bestAmount)))
      .orderBy(biddingInvitations.bestAmount)
      .limit(1);
    const rival = rivals[Math.floor(random() * rivals.length)];
    const decrement = { kind: project.decrementKind as 'amount' | 'percent', value: project.decrementValue };
    const largest = largestNextBid(project.ceilingAmount, rival.bestAmount, decrement);
    if (largest) {
      const steps = 1 + Math.floor(random() * 3);
      let target = best?.amount ?? project.ceilingAmount;
      for (let i = 0; i < steps; i += 1)
        target = largestNextBid(project.ceilingAmount, target, decrement) ?? target;
      const amount = compareMoney(target, largest) < 0 ? target : largest;
      if (compareMoney(amount, '0') > 0) {
        try {
          await placeBid(
            db,
            { partnerId: rival.partnerId, accountId: null },
            {
              projectId: project.id,
              amount,
            },
          );
          accepted += 1;
        } catch (error) {
          // Refused (the window closed, a rule): the next tick tries again; anything else stops it.
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
    await sleep(simulation.intervalMs, simulation.signal);
  }
  return accepted;
};
