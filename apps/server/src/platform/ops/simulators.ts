import type { OpsContext } from './ops-command';

/**
 * One kind of the channel simulator (`npm run ops -- simulate --<option> N ...`): a module that
 * feeds something into the running system registers one in its manifest (`simulators`); the
 * `simulate` command runs every kind whose option is given, so no module imports another for it.
 */
export type Simulator = {
  /** The option naming the count: 'orders' for `--orders N`. */
  option: string;
  /** Its usage lines, after `simulate `. */
  usage: readonly string[];
  /** Runs `count` of its kind; `options` holds every option given (`partner`, `rate`...). */
  run: (context: OpsContext, count: number, options: ReadonlyMap<string, string>) => Promise<string>;
};

const simulators = new Map<string, Simulator>();

/** The modules' simulator kinds, registered by installModules (modules/index.ts). */
export const registerSimulator = (simulator: Simulator): void => {
  const known = simulators.get(simulator.option);
  if (known && known !== simulator) throw new Error(`duplicate simulator --${simulator.option}`);
  simulators.set(simulator.option, simulator);
};

/** Every simulator kind, in the order the modules list them. */
export const registeredSimulators = (): Simulator[] => [...simulators.values()];
