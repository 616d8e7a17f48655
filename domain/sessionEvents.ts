// Real-time events about the session itself (no zod: the console's socket code reads this up front).

/** The real-time event sent to a session's sockets before the server disconnects them (deactivation, password). */
export const SESSION_ENDED_EVENT = 'sessionEnded';
export type SessionEndedReason = 'account_deactivated' | 'password_changed';
export interface SessionEndedPayload {
  reason: SessionEndedReason;
}

/**
 * The real-time event sent to a user's sockets when an administrator changed its permissions or reach (scopes, canView
 * flags, account type, companies, regions): the console reads the session user again and follows within seconds.
 */
export const ACCESS_CHANGED_EVENT = 'accessChanged';
