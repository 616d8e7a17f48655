// Committed changes of the rows a signed-in caller's principal is read from (auth_sessions, operators, client_users,
// companies), as this process hears them: the triggers of migration 0025 notify PRINCIPAL_CHANGES_CHANNEL at commit,
// and every connection of the process listens on it (server/services/principalCache.ts forgets what it kept).
//
// Every connection, not one set aside: PostgreSQL sends a session's own notification before it says the statement or
// transaction is done, so a change this process writes is heard before its write resolves, whichever connection of
// the pool wrote it (a request right after a logout's answer cannot find the session still kept). Changes written by
// another process or by psql reach any idle connection of the pool within milliseconds. A pool that has closed every
// connection (idle) hears nothing: `listening()` says so, and a principal read then is not kept. The connection the
// socket.io adapter holds for its own LISTEN (server/plugins/realtime.ts) comes from the pool too, so it listens here
// as well: it stays open and idle, the surest ear for another process's change. The adapter's own handler reads only
// JSON payloads and drops these (a table's name), as it drops any it cannot read.
import type { ClientBase } from 'pg';

export const PRINCIPAL_CHANGES_CHANNEL = 'dc_principal_changes';

export interface PrincipalChanges {
  /** Calls `listener` after each change this process hears, and when it stops hearing them; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Whether a change committed now would reach the listeners. */
  listening(): boolean;
}

export class PrincipalChangeFeed implements PrincipalChanges {
  private readonly listeners = new Set<() => void>();
  /** What listens now: the pool's connections, or an open PGlite database. */
  private readonly ears = new Set<object>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  listening(): boolean {
    return this.ears.size > 0;
  }

  /** A change was heard (or hearing stopped): every listener forgets. */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * A new connection of the pool (its `onConnect`, before the pool hands it out) listens on the channel; when it ends
   * and it was the last one listening, the listeners are told (what they keep could miss a change from then on).
   */
  async listenOn(client: ClientBase): Promise<void> {
    await client.query(`LISTEN ${PRINCIPAL_CHANGES_CHANNEL}`);
    this.ears.add(client);
    client.on('notification', (message) => {
      if (message.channel === PRINCIPAL_CHANGES_CHANNEL) this.changed();
    });
    client.once('end', () => {
      if (this.ears.delete(client) && this.ears.size === 0) this.changed();
    });
  }

  /** An embedded database (one process) listens through its own `listen` until it closes. */
  async listenOnPglite(pglite: { listen(channel: string, callback: () => void): Promise<unknown> }): Promise<void> {
    await pglite.listen(PRINCIPAL_CHANGES_CHANNEL, () => this.changed());
    this.ears.add(pglite);
  }

  /** The database closed: nothing is heard any more. */
  closed(): void {
    if (this.ears.size === 0) return;
    this.ears.clear();
    this.changed();
  }
}
