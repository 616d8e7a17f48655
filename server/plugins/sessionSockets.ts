// Ends the real-time connections of sessions that were just revoked (operator deactivation, password change): each
// socket of such a session (room `session:<sid>`, joined on connect in realtime.ts) hears `sessionEnded` {reason} and
// is disconnected by the server, so its console checks its session at once (401 → logged out) instead of waiting for
// its next call.
//
// Across processes this is one server-side message (`endSessions`), applied by every process to its own sockets:
// a cluster adapter publishes a broadcast and a disconnect as two separate NOTIFYs that may overtake each other, so a
// socket could be disconnected before it heard why. Applied locally, the event is written before the disconnect.
import type { Namespace } from 'socket.io';
import {
  SESSION_ENDED_EVENT,
  type SessionEndedPayload,
  type SessionEndedReason,
} from '../../domain/operatorSchemas.ts';

const END_SESSIONS_MESSAGE = 'endSessions';

function endLocalSessionSockets(nsp: Namespace, sessionIds: string[], reason: SessionEndedReason): void {
  const rooms = sessionIds.map((sid) => `session:${sid}`);
  const payload: SessionEndedPayload = { reason };
  nsp.local.to(rooms).emit(SESSION_ENDED_EVENT, payload);
  nsp.local.in(rooms).disconnectSockets();
}

/** Lets this process end its sockets of sessions ended on another process (called once, with the adapter set). */
export function listenForEndedSessions(nsp: Namespace): void {
  nsp.on(END_SESSIONS_MESSAGE, (sessionIds: string[], reason: SessionEndedReason) =>
    endLocalSessionSockets(nsp, sessionIds, reason),
  );
}

export function endSessionSockets(
  nsp: Namespace,
  sessionIds: string[],
  reason: SessionEndedReason,
  clustered: boolean,
): void {
  if (!sessionIds.length) return;
  endLocalSessionSockets(nsp, sessionIds, reason);
  if (clustered) nsp.serverSideEmit(END_SESSIONS_MESSAGE, sessionIds, reason);
}
