// Consoles of the fan-out benchmark, in their own process (forked by fanout.ts): socket.io clients of the /private
// namespace, each with its own session token, that note when every order event arrives. Times are
// performance.timeOrigin + performance.now() (milliseconds since the epoch, sub-millisecond); the parent measures
// the offset between the two processes' clocks with the `clock` messages.
import { io, type Socket } from 'socket.io-client';

export type FanoutMessage =
  | { type: 'connect'; baseUrl: string; tokens: string[]; events: string[] }
  | { type: 'clock' }
  | { type: 'collect' }
  | { type: 'exit' };

export type FanoutReply =
  | { type: 'connected'; connected: number; failed: string[] }
  | { type: 'clock'; now: number }
  /** One entry per receipt: the event's sequence number, and when it arrived (this process's clock). */
  | { type: 'receipts'; seq: number[]; at: number[] };

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const seq: number[] = [];
const at: number[] = [];
const reply = (m: FanoutReply) => process.send?.(m);

function open(baseUrl: string, token: string, events: string[]): Promise<Socket> {
  const socket = io(`${baseUrl}/private`, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: false,
  });
  for (const event of events) {
    socket.on(event, (payload: { seq: number }) => {
      at.push(now());
      seq.push(payload.seq);
    });
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

process.on('message', async (m: FanoutMessage) => {
  if (m.type === 'connect') {
    const failed: string[] = [];
    // A few at a time, as consoles of a shift would open: each connection checks its token and session.
    for (let i = 0; i < m.tokens.length; i += 20) {
      const batch = await Promise.allSettled(m.tokens.slice(i, i + 20).map((t) => open(m.baseUrl, t, m.events)));
      for (const r of batch) {
        if (r.status === 'fulfilled') sockets.push(r.value);
        else failed.push(String(r.reason));
      }
    }
    reply({ type: 'connected', connected: sockets.length, failed });
  } else if (m.type === 'clock') {
    reply({ type: 'clock', now: now() });
  } else if (m.type === 'collect') {
    reply({ type: 'receipts', seq: seq.splice(0), at: at.splice(0) });
  } else {
    for (const s of sockets) s.close();
    process.disconnect?.();
  }
});
