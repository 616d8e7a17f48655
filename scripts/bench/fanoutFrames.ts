// How the fan-out benchmark's wire clients (fanoutClients.ts) read a frame: socket.io's event packet as engine.io sends
// it over a WebSocket, `42/private,["<event>",{…}]`, its sequence number read from the bytes without parsing the rest.
import { PRIVATE_NAMESPACE } from '../../domain/constants.ts';

/** An event of the namespace: `42/private,["<event>",{…}]` (engine.io message 4, socket.io event 2). */
const EVENT_PREFIX = Buffer.from(`42${PRIVATE_NAMESPACE},["`);
const SEQ_KEY = Buffer.from('"seq":');
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

/**
 * The sequence number of an event frame the console listens to, read from its bytes (the payload's top-level `seq`,
 * which comes before the order's row), or -1 for any other frame (another event, a ping, a namespace message).
 */
export function frameSeq(frame: Buffer, events: ReadonlySet<string>): number {
  if (
    frame.length <= EVENT_PREFIX.length ||
    frame.compare(EVENT_PREFIX, 0, EVENT_PREFIX.length, 0, EVENT_PREFIX.length) !== 0
  )
    return -1;
  const nameEnd = frame.indexOf(0x22, EVENT_PREFIX.length); // the event name's closing quote
  if (nameEnd < 0 || !events.has(frame.toString('latin1', EVENT_PREFIX.length, nameEnd))) return -1;
  const key = frame.indexOf(SEQ_KEY, nameEnd);
  if (key < 0) return -1;
  let value = 0;
  let i = key + SEQ_KEY.length;
  if (frame[i] < DIGIT_0 || frame[i] > DIGIT_9) return -1;
  for (; i < frame.length && frame[i] >= DIGIT_0 && frame[i] <= DIGIT_9; i++) value = value * 10 + frame[i] - DIGIT_0;
  return value;
}
