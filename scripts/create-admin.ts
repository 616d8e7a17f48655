// Creates the first super admin of a live system (an empty database started with SEED_DEMO=false):
//   npm run create-admin -- --username NAME [--email EMAIL]
// Opens the configured database (DATABASE_URL, or PGlite in DATA_DIR: see server/config.ts) and runs the migrations,
// then reads the password from standard input: on a terminal it asks "Password: " and "Repeat: " without echo; piped,
// it takes the first line (`printf '%s\n' "$PASSWORD" | npm run create-admin -- --username boss`). The account:
// server/services/adminAccount.ts. Exit code 0 with one line on success, 1 with one line on any refusal (missing or
// invalid name, name or e-mail taken, weak password, the server holding DATA_DIR), 130 when cancelled with Ctrl-C.
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../server/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../server/db/dataDirLock.ts';
import { HttpError } from '../server/errors.ts';
import {
  assertAdminPassword,
  assertIdentityFree,
  createSuperAdmin,
  englishText,
  normalizeIdentity,
} from '../server/services/adminAccount.ts';
import { msg } from '../domain/schemas.ts';
import { startCommand, writeLine as line, type ParsedArgs, type ScriptIo } from './cliSupport.ts';

export const USAGE =
  'usage: npm run create-admin -- --username NAME [--email EMAIL]   (the password is read from standard input)';

/** The script's streams: those of every script, and standard input for the password. */
export interface CreateAdminIo extends ScriptIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
}

export interface CreateAdminDeps {
  /** An open database to use instead of the configured one (tests); left open. */
  database?: Database;
}

type Args = ParsedArgs<{ username: string; email?: string }>;

export function parseCreateAdminArgs(argv: string[]): Args {
  let username: string | undefined;
  let email: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (name === '--username' || name === '--email') {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        return { error: `${name} needs a value` };
      if (name === '--username') username = value;
      else email = value;
    } else return { error: `unknown argument ${arg}` };
  }
  if (username === undefined) return { error: '--username is missing' };
  return { username, email };
}

class Cancelled extends Error {}
/** A refusal whose message is the whole story (no stack). */
class Refusal extends Error {}

/** One line of hidden input from a terminal in raw mode: Enter ends it, Backspace erases, Ctrl-C / Ctrl-D cancel. */
function promptHidden(io: CreateAdminIo, question: string): Promise<string> {
  const { stdin } = io;
  return new Promise((resolve, reject) => {
    let value = '';
    io.stdout.write(question);
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      const chars = [...chunk.toString()];
      for (let i = 0; i < chars.length; i++) {
        const ch = chars[i]!;
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || (ch === '\u0004' && !value)) return finish(new Cancelled());
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch === '\u0015')
          value = ''; // Ctrl-U
        else if (ch === '\u001b')
          break; // an escape sequence (arrow keys…): the rest of the chunk is its part
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.setRawMode?.(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The first line of piped input (without its line end); '' when the input is empty. */
async function readFirstLine(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]!.replace(/\r$/, '');
}

async function readPassword(io: CreateAdminIo): Promise<string> {
  if (!io.stdin.isTTY || typeof io.stdin.setRawMode !== 'function') return readFirstLine(io.stdin);
  const password = await promptHidden(io, 'Password: ');
  assertAdminPassword(password); // say it before asking again
  const repeated = await promptHidden(io, 'Repeat: ');
  if (repeated !== password) throw new Refusal(englishText(msg.passwordMismatch));
  return password;
}

/** Runs the command; answers the exit code. */
export async function main(argv: string[], io: CreateAdminIo, deps: CreateAdminDeps = {}): Promise<number> {
  const started = startCommand('create-admin', USAGE, parseCreateAdminArgs(argv), io);
  if (typeof started === 'number') return started;
  const { args, config } = started;
  let database = deps.database;
  let release: (() => void) | undefined;
  try {
    const identity = normalizeIdentity(args);
    // The embedded database is one process's: refuse while the server holds DATA_DIR, and hold it meanwhile.
    const embedded = !database && !config.databaseUrl && !config.dataDir.startsWith('memory://');
    if (embedded) release = lockDataDir(config.dataDir);
    database ??= await openDatabase(config);
    await assertIdentityFree(database.db, identity); // before asking for the password
    const password = await readPassword(io);
    const id = await createSuperAdmin(database.db, { ...identity, password });
    const where = deps.database
      ? 'the database'
      : config.databaseUrl
        ? 'PostgreSQL (DATABASE_URL)'
        : `PGlite in ${config.dataDir}`;
    line(
      io.stdout,
      `Super admin "${identity.username}" created (operator id ${id}, e-mail ${identity.email}) in ${where}.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof Cancelled) {
      line(io.stderr, 'create-admin: cancelled, nothing created');
      return 130;
    }
    const known = err instanceof HttpError || err instanceof Refusal || err instanceof DataDirInUseError;
    line(
      io.stderr,
      `create-admin: ${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return 1;
  } finally {
    try {
      if (database && !deps.database) await database.close();
    } finally {
      release?.();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
