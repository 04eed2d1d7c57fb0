import type { OpsCommand } from './ops-command';

const commands = new Map<string, OpsCommand>();

/** The modules' commands, registered by installModules (modules/index.ts). */
export const registerOpsCommand = (command: OpsCommand): void => {
  const known = commands.get(command.name);
  if (known && known !== command) throw new Error(`duplicate ops command ${command.name}`);
  commands.set(command.name, command);
};

export const opsCommandOf = (name: string): OpsCommand | undefined => commands.get(name);

/** Every command, in the order the modules list them. */
export const opsCommands = (): OpsCommand[] => [...commands.values()];
