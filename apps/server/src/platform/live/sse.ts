import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveHub } from './live-hub';

/** A comment line this often keeps proxies and the browser from dropping a quiet stream. */
export const HEARTBEAT_MS = 15_000;

export type EventStream = {
  /** The topic of the hub to follow. */
  topic: string;
  /** Sent at once, before any live event (the current state). */
  initial: readonly object[];
  /**
   * What this subscriber receives of a live event (filtered to what it may see), or undefined
   * to send nothing. Called in order, one event at a time.
   */
  map: (event: LiveEvent) => object | undefined;
  /**
   * A stream whose events are states rather than a log: `map`'s results that `coalesce` accepts
   * are sent at most once every `ms` (75 to 100 % of it; the first at once, then only the latest of those that came
   * meanwhile), so a busy topic costs each stream a bounded number of writes. Any other result
   * goes out at once, after the one held back.
   */
  throttle?: {
    ms: number;
    coalesce: (data: object) => boolean;
    /**
     * How a result held back takes in the next one (by default the next replaces it): a stream
     * whose events name what changed keeps every name while it waits.
     */
    merge?: (held: object, next: object) => object;
  };
};

const frameOf = (data: object): string => `data: ${JSON.stringify(data)}\n\n`;

/**
 * Answers the request with server-sent events: the headers the route has collected (a renewed
 * token), `initial`, then each event of `topic` as `map` makes it, a heartbeat comment every 15
 * seconds; it ends when the client goes away or the server closes (the hub's `endStreams`). Call it from a
 * `stream: true` endpoint's handler after the checks that may refuse with an envelope.
 */
export const sendEventStream = (
  hub: LiveHub,
  request: FastifyRequest,
  reply: FastifyReply,
  stream: EventStream,
): FastifyReply => {
  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    // Never reused for another request: ending the stream ends the connection (a closing server
    // would otherwise wait on it).
    connection: 'close',
  });
  let ended = false;
  const write = (text: string) => {
    if (!ended) raw.write(text);
  };
  write(`retry: 2000\n${stream.initial.map(frameOf).join('')}`);
  const throttle = stream.throttle;
  let held: object | undefined;
  let lastSent = 0;
  let timer: NodeJS.Timeout | undefined;
  const send = (data: object) => {
    lastSent = performance.now();
    write(frameOf(data));
  };
  const sendHeld = () => {
    timer = undefined;
    if (held === undefined) return;
    const data = held;
    held = undefined;
    send(data);
  };
  const unsubscribe = hub.subscribe(stream.topic, (event) => {
    const data = stream.map(event);
    if (!data) return;
    if (!throttle?.coalesce(data)) {
      if (timer) clearTimeout(timer);
      sendHeld();
      send(data);
      return;
    }
    held = held !== undefined && throttle.merge ? throttle.merge(held, data) : data;
    if (timer) return;
    // A window of 75 to 100 % of `ms`, drawn per send: streams following one topic would
    // otherwise all be due in the same tick, and hundreds of writes in one go hold the process'
    // other work (the bids) back.
    const wait = lastSent + throttle.ms * (1 - 0.25 * Math.random()) - performance.now();
    if (wait <= 0) sendHeld();
    else timer = setTimeout(sendHeld, wait);
  });
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let release = () => {};
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (timer) clearTimeout(timer);
    unsubscribe();
    release();
    raw.end();
  };
  release = hub.holdStream(end);
  request.raw.on('close', end);
  raw.on('close', end);
  return reply;
};
