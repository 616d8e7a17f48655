// Consoles of the fan-out benchmark, in their own process (forked by fanout.ts): clients of the /private namespace,
// each with its own session token, that note when every order event arrives. Times are
// performance.timeOrigin + performance.now() (milliseconds since the epoch, sub-millisecond); the parent measures
// the offset between the two processes' clocks with the `clock` messages.
//
// Two kinds of client (`client` in the connect message):
// - `wire` (the default): a WebSocket speaking socket.io's protocol itself (engine.io v4 frames over `ws`), which
//   stamps a frame's arrival and reads its sequence number from the bytes, leaving the rest of the frame unread. The
//   consoles of a call center run on their own machines; here they share the servers' two cores, and the
//   socket.io client's decoding of every frame (its packet parser, JSON.parse of the order's row, the emitter) took
//   more CPU than the two servers did (14.5 against 6.4 CPU-seconds), so it measured the load generator as much as
//   the servers.
// - `socket.io`: socket.io's own client, as the console's code uses it (`--fanout-client socket.io`).
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { PRIVATE_NAMESPACE } from '../../domain/constants.ts';
import { frameSeq } from './fanoutFrames.ts';

export type FanoutClientKind = 'wire' | 'socket.io';

export type FanoutMessage =
  | { type: 'connect'; baseUrl: string; tokens: string[]; events: string[]; client: FanoutClientKind }
  | { type: 'clock' }
  | { type: 'collect' }
  | { type: 'exit' };

export type FanoutReply =
  | { type: 'connected'; connected: number; failed: string[] }
  | { type: 'clock'; now: number }
  /** One entry per receipt: the event's sequence number, and when it arrived (this process's clock). */
  | { type: 'receipts'; seq: number[]; at: number[] };

const now = () => performance.timeOrigin + performance.now();
const closers: (() => void)[] = [];
const seq: number[] = [];
const at: number[] = [];
const reply = (m: FanoutReply) => process.send?.(m);
/** engine.io's ping packet (`2`); the client answers with a pong (`3`). */
const PING = 0x32;

function openSocketIo(baseUrl: string, token: string, events: string[]): Promise<() => void> {
  const socket: Socket = io(`${baseUrl}/private`, {
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
    socket.once('connect', () => resolve(() => socket.close()));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * A console on the wire: engine.io's WebSocket transport (`/socket.io/?EIO=4&transport=websocket`), the namespace
 * joined with the session token as the console's client sends it (`40/private,{"token":…}`), pings answered.
 */
function openWire(baseUrl: string, token: string, events: ReadonlySet<string>): Promise<() => void> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    let joined = false;
    ws.on('message', (data: Buffer) => {
      const received = now();
      if (data.length === 1 && data[0] === PING) return ws.send('3'); // ping → pong
      if (joined) {
        const n = frameSeq(data, events);
        if (n >= 0) {
          at.push(received);
          seq.push(n);
        }
        return;
      }
      const text = data.toString();
      if (text.startsWith('0')) ws.send(`40${PRIVATE_NAMESPACE},${JSON.stringify({ token })}`);
      else if (text.startsWith(`40${PRIVATE_NAMESPACE},`)) {
        joined = true;
        resolve(() => ws.close());
      } else if (text.startsWith(`44${PRIVATE_NAMESPACE},`)) {
        ws.close();
        reject(new Error(`refused: ${text.slice(PRIVATE_NAMESPACE.length + 3)}`));
      }
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (!joined) reject(new Error('closed before joining the namespace'));
    });
  });
}

process.on('message', async (m: FanoutMessage) => {
  if (m.type === 'connect') {
    const failed: string[] = [];
    const events = new Set(m.events);
    const open = (token: string) =>
      m.client === 'socket.io' ? openSocketIo(m.baseUrl, token, m.events) : openWire(m.baseUrl, token, events);
    // A few at a time, as consoles of a shift would open: each connection checks its token and session.
    for (let i = 0; i < m.tokens.length; i += 20) {
      const batch = await Promise.allSettled(m.tokens.slice(i, i + 20).map(open));
      for (const r of batch) {
        if (r.status === 'fulfilled') closers.push(r.value);
        else failed.push(String(r.reason));
      }
    }
    reply({ type: 'connected', connected: closers.length, failed });
  } else if (m.type === 'clock') {
    reply({ type: 'clock', now: now() });
  } else if (m.type === 'collect') {
    reply({ type: 'receipts', seq: seq.splice(0), at: at.splice(0) });
  } else {
    for (const close of closers) close();
    process.disconnect?.();
  }
});
