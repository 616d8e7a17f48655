// Real-time events about the service itself (no zod: the console's socket code reads this up front).

/**
 * Sent by a process to every console connected to it when its database goes away (a restart, a failover) and when it
 * is back: a console at rest learns it without a call of its own, shows that it is reconnecting, and reads its page
 * again once the database answers (the events of the gap were never sent).
 */
export const SERVICE_STATE_EVENT = 'serviceState';
export interface ServiceStatePayload {
  database: 'unavailable' | 'available';
}
