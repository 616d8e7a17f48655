// Real-time events about the session itself (no zod: the console's socket code reads this up front).

/** The real-time event sent to a session's sockets before the server disconnects them (deactivation, password). */
export const SESSION_ENDED_EVENT = 'sessionEnded';
export type SessionEndedReason = 'account_deactivated' | 'password_changed';
export interface SessionEndedPayload {
  reason: SessionEndedReason;
}
