// Ends the real-time connections of sessions that were just revoked (operator deactivation, password change): each
// socket of such a session (room `session:<sid>`, joined on connect in realtime.ts) hears `sessionEnded` {reason} and
// is disconnected by the server, so its console checks its session at once (401 → logged out) instead of waiting for
// its next call. Through the postgres adapter this reaches the sockets on every process.
import type { Namespace } from 'socket.io';
import { SESSION_ENDED_EVENT, type SessionEndedPayload, type SessionEndedReason } from '../../src/domain/operatorSchemas.ts';

export function endSessionSockets(nsp: Namespace, sessionIds: string[], reason: SessionEndedReason): void {
  if (!sessionIds.length) return;
  const rooms = sessionIds.map((sid) => `session:${sid}`);
  const payload: SessionEndedPayload = { reason };
  nsp.to(rooms).emit(SESSION_ENDED_EVENT, payload);
  nsp.in(rooms).disconnectSockets();
}
