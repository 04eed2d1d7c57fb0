import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';

/**
 * Live events (server-sent to browsers) that every server sharing the database delivers alike:
 * an event is published with `pg_notify` inside the transaction of the change it tells of (so it
 * exists exactly when the change commits), each server listens on one connection of its own
 * (db/client.ts `listen`) and hands the events to the subscribers of their topic in its process.
 */
export const LIVE_CHANNEL = 'portal_live';

/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

export type LiveEvent = Record<string, unknown>;
export type LiveListener = (event: LiveEvent) => void;

/**
 * Publishes `event` to the subscribers of `topic` on every server, when `tx` commits. An event
 * carries what its subscribers may be shown after their own filtering; keep it small (< 7.9 KB).
 */
export const publishLive = async (tx: DbOrTx, topic: string, event: LiveEvent): Promise<void> => {
  const payload = JSON.stringify({ topic, event });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event too large on ${topic}`);
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
};

export type LiveHub = {
  /** Calls `listener` with every event of `topic` from now on; answers how to stop. */
  subscribe: (topic: string, listener: LiveListener) => () => void;
  /** How many subscribers a topic has (tests, the monitor). */
  subscribers: (topic: string) => number;
  /** Keeps a stream's `end`, called by `endStreams`; answers how to forget it (the stream ended). */
  holdStream: (end: () => void) => () => void;
  /** Ends every stream held (the server is closing: open streams would keep it from closing). */
  endStreams: () => void;
  openStreams: () => number;
  close: () => Promise<void>;
};

/** The process' hub: listens on the database and fans each event out to its topic's subscribers. */
export const createLiveHub = async (
  database: Pick<Database, 'listen'>,
  onError: (error: unknown) => void = () => {},
  /**
   * Returns once what was committed before the call is on disk (db/client.ts `flushWal`). Given,
   * events received are handed on only after it: a change committed without waiting for the disk
   * (the bids) is never shown before it is durable. Events that came meanwhile share one call.
   */
  durable?: () => Promise<void>,
): Promise<LiveHub> => {
  const topics = new Map<string, Set<LiveListener>>();
  const streams = new Set<() => void>();
  const dispatch = (payload: string) => {
    let message: { topic?: unknown; event?: unknown };
    try {
      message = JSON.parse(payload);
    } catch (error) {
      onError(error);
      return;
    }
    if (typeof message.topic !== 'string' || !message.event || typeof message.event !== 'object') return;
    for (const listener of topics.get(message.topic) ?? []) {
      try {
        listener(message.event as LiveEvent);
      } catch (error) {
        onError(error);
      }
    }
  };
  let waiting: string[] = [];
  let draining = false;
  const drain = async (flush: () => Promise<void>) => {
    draining = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await flush();
      } catch (error) {
        // The database is unreachable: the events are handed on as they are rather than lost.
        onError(error);
      }
      for (const payload of batch) dispatch(payload);
    }
    draining = false;
  };
  const received = (payload: string) => {
    if (!durable) {
      dispatch(payload);
      return;
    }
    waiting.push(payload);
    if (!draining) void drain(durable);
  };
  const stop = await database.listen(LIVE_CHANNEL, received);
  return {
    subscribe: (topic, listener) => {
      const set = topics.get(topic) ?? new Set<LiveListener>();
      set.add(listener);
      topics.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && topics.get(topic) === set) topics.delete(topic);
      };
    },
    subscribers: (topic) => topics.get(topic)?.size ?? 0,
    holdStream: (end) => {
      streams.add(end);
      return () => streams.delete(end);
    },
    endStreams: () => {
      for (const end of [...streams]) end();
    },
    openStreams: () => streams.size,
    close: async () => {
      topics.clear();
      await stop();
    },
  };
};
