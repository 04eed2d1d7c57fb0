/**
 * The bidding bench's watchers in a process of their own (bench/bidding.ts starts it with IPC),
 * so that reading 500 event streams does not share the bidders' event loop. Each stream's frames
 * are kept as [arrival ms, server time ms of the standing it carries]; the parent asks for them
 * after each run and works out, for every accepted bid, when each watcher first had a standing as
 * new as that bid.
 */
type Start = { type: 'start'; baseUrl: string; projectId: number; tokens: string[] };
type Message = Start | { type: 'collect' } | { type: 'stop' };

const send = (message: object) => process.send?.(message);

const controller = new AbortController();
/** Per watcher: arrival and server time of each frame after the snapshot, flattened. */
let frames: number[][] = [];

const watch = async (baseUrl: string, token: string, projectId: number, index: number, ready: () => void) => {
  const response = await fetch(`${baseUrl}/api/goods/bidding/events?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no event stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const arrival = Date.now();
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const at = frame.indexOf('data: ');
        if (at === -1) continue;
        const event = JSON.parse(frame.slice(at + 6)) as { kind: string; serverTime: string };
        if (event.kind === 'snapshot') {
          ready();
          continue;
        }
        frames[index].push(arrival, Date.parse(event.serverTime));
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
};

let cpuAtCollect = process.cpuUsage();
const streams: Promise<void>[] = [];

process.on('message', (message: Message) => {
  if (message.type === 'start') {
    const { baseUrl, projectId, tokens } = message;
    frames = tokens.map(() => []);
    let readyCount = 0;
    tokens.forEach((token, index) => {
      streams.push(
        watch(baseUrl, token, projectId, index, () => {
          readyCount += 1;
          if (readyCount === tokens.length) {
            cpuAtCollect = process.cpuUsage();
            send({ type: 'ready' });
          }
        }),
      );
    });
  } else if (message.type === 'collect') {
    const cpu = process.cpuUsage(cpuAtCollect);
    cpuAtCollect = process.cpuUsage();
    send({ type: 'frames', frames, cpuMs: (cpu.user + cpu.system) / 1000 });
    frames = frames.map(() => []);
  } else {
    controller.abort();
    void Promise.allSettled(streams).then(() => process.exit(0));
  }
});
