// What the command-line scripts of the project share (create-admin, backup, restore): the streams they talk to, and
// the common start of a command (--help, an argument error, the configuration), each with its exit code.
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from '../server/config.ts';

/** The streams and environment a script talks to (process.* when run; fakes in tests). */
export interface ScriptIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

/** What an argument parser answers: the arguments, a usage error, or a request for help. */
export type ParsedArgs<A> = A | { error: string } | { help: true };

export const writeLine = (stream: ScriptIo['stdout'], text: string) => stream.write(`${text}\n`);

const isHelp = (parsed: object): parsed is { help: true } => 'help' in parsed;
const isError = (parsed: object): parsed is { error: string } => 'error' in parsed;

/**
 * The common start of command `name`: --help prints the usage (exit 0); an argument error prints it with the usage
 * (exit 1); a bad environment prints one line per variable (exit 1). Otherwise the arguments and the configuration.
 */
export function startCommand<A extends object>(
  name: string,
  usage: string,
  parsed: ParsedArgs<A>,
  io: ScriptIo,
): { args: A; config: AppConfig } | number {
  if (isHelp(parsed)) {
    writeLine(io.stdout, usage);
    return 0;
  }
  if (isError(parsed)) {
    writeLine(io.stderr, `${name}: ${parsed.error}`);
    writeLine(io.stderr, usage);
    return 1;
  }
  try {
    return { args: parsed, config: loadConfig(io.env) };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) writeLine(io.stderr, `${name}: ${problem}`);
    return 1;
  }
}

/** The configuration of this process, or (a bad environment) one line per variable and exit code 1. */
export function configOrExit(name: string): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) writeLine(process.stderr, `${name}: ${problem}`);
    process.exit(1);
  }
}

/** Runs `main` with this process's arguments and streams when `moduleUrl` is the script node was started with. */
export async function runWhenStarted(
  moduleUrl: string,
  main: (argv: string[], io: ScriptIo) => Promise<number>,
): Promise<void> {
  if (process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href)
    process.exitCode = await main(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      env: process.env,
    });
}
