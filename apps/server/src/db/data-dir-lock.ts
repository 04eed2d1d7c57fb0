import { mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process only may open an embedded (PGlite) data directory: a second one sees a stale copy of
 * the database, its writes are lost, and the files can end up unreadable. The owner holds
 * `<dataDir>/portal.lock`, a JSON file with its pid; a live server also writes there the address it
 * listens on, so `npm run ops` finds it whatever its port.
 */
export type DataDirRole = 'server' | 'ops' | 'seed' | 'bench';

export type DataDirOwner = {
  pid: number;
  role: DataDirRole;
  host: string;
  /** The process' start time in clock ticks since boot (Linux), to tell a reused pid apart. */
  startTicks?: number;
  startedAt: string;
  /** Where the server answers, once it listens (`http://127.0.0.1:8080`). */
  url?: string;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    const who = owner.role === 'server' ? 'the portal server' : `another process (${owner.role})`;
    const where = owner.url ? `, answering at ${owner.url}` : '';
    super(
      `The data directory ${dataDir} is in use by ${who}, pid ${owner.pid}${where}.` +
        ' Only one process may open an embedded database: stop it first' +
        (owner.role === 'server' ? ', or run operator commands through it with npm run ops.' : '.'),
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  /** Records where this process' server answers, for `npm run ops`. */
  announce: (url: string) => void;
  release: () => void;
};

const lockFileOf = (dataDir: string) => path.join(dataDir, 'portal.lock');
const guardOf = (dataDir: string) => path.join(dataDir, 'portal.lock.guard');
/** A guard older than this was left by a process that died while taking the lock. */
const STALE_GUARD_MS = 10_000;
const GUARD_WAIT_MS = 5_000;

/** Field 22 of /proc/<pid>/stat; undefined where there is no /proc. */
const startTicksOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19]);
  } catch {
    return undefined;
  }
};

const isAlive = (owner: DataDirOwner): boolean => {
  // A lock from another machine (a shared volume) cannot be checked: it is taken as held.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid lives, but it may have been reused since (a restart, a container's pid 1).
  if (owner.startTicks !== undefined) {
    const ticks = startTicksOf(owner.pid);
    if (ticks !== undefined && ticks !== owner.startTicks) return false;
  }
  return true;
};

const readOwner = (dataDir: string): DataDirOwner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as DataDirOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
};

/** The live process holding the data directory, if any. */
export const dataDirOwnerOf = (dataDir: string): DataDirOwner | undefined => {
  const owner = readOwner(dataDir);
  return owner && isAlive(owner) ? owner : undefined;
};

/** Replaces the lock file's content in one step (a reader never sees half a file). */
const writeOwner = (dataDir: string, owner: DataDirOwner) => {
  const temporary = `${lockFileOf(dataDir)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  renameSync(temporary, lockFileOf(dataDir));
};

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The check-then-write of the lock file runs under a guard directory (mkdir is atomic), so two
 * processes starting together cannot both find the lock stale and both take it.
 */
const underGuard = <T>(dataDir: string, work: () => T): T => {
  const guard = guardOf(dataDir);
  const deadline = Date.now() + GUARD_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(guard);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(guard).mtimeMs > STALE_GUARD_MS) rmdirSync(guard);
      } catch {
        // Removed meanwhile by its owner: try again.
      }
      if (Date.now() > deadline) throw new Error(`could not lock ${dataDir}: ${guard} stays in place`);
      sleep(20);
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(guard);
  }
};

/** Locks held by this process, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** Takes the data directory for this process, or throws DataDirLockedError naming its owner. */
export const lockDataDir = (dataDir: string, role: DataDirRole): DataDirLock => {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const owner: DataDirOwner = {
    pid: process.pid,
    role,
    host: hostname(),
    startTicks: startTicksOf(process.pid),
    startedAt: new Date().toISOString(),
  };
  underGuard(dir, () => {
    const current = readOwner(dir);
    if (current && (heldHere.has(dir) || (current.pid !== process.pid && isAlive(current)))) {
      throw new DataDirLockedError(dir, current);
    }
    writeOwner(dir, owner);
  });
  heldHere.add(dir);
  let held = true;
  return {
    announce: (url) => {
      if (!held) return;
      owner.url = url;
      writeOwner(dir, owner);
    },
    release: () => {
      if (!held) return;
      held = false;
      heldHere.delete(dir);
      underGuard(dir, () => {
        if (readOwner(dir)?.pid === process.pid) rmSync(lockFileOf(dir), { force: true });
      });
    },
  };
};
