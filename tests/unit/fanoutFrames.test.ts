// The fan-out benchmark's wire clients read an event's sequence number from the frame's bytes (scripts/bench/
// fanoutFrames.ts): the frames here are written by socket.io's own encoder, as the server writes them.
import { describe, expect, it } from 'vitest';
import { Encoder, PacketType } from 'socket.io-parser';
import { PRIVATE_NAMESPACE } from '../../domain/constants.ts';
import { frameSeq } from '../../scripts/bench/fanoutFrames.ts';

const LISTENED = new Set(['newOrder', 'acceptOrder', 'driverLocationChange']);
/** An engine.io message (4) carrying the socket.io packet, as a WebSocket frame's bytes. */
const frame = (packet: Parameters<Encoder['encode']>[0]) => {
  const [text] = new Encoder().encode(packet);
  return Buffer.from(`4${text as string}`);
};
const event = (name: string, payload: unknown, nsp = PRIVATE_NAMESPACE) =>
  frame({ type: PacketType.EVENT, nsp, data: [name, payload] });

describe('reading an event frame on the wire', () => {
  it('reads the top-level seq of an event listened to, whatever the row that follows carries', () => {
    const row = { id: 7, orderNo: 'AB12', receiver: { name: 'seq: "1"', note: '"seq":999' }, status: 'new' };
    expect(
      frameSeq(event('newOrder', { orderId: 7, companyId: 1, seq: 1234, sentAt: 1.5, row, version: 9 }), LISTENED),
    ).toBe(1234);
    expect(frameSeq(event('acceptOrder', { seq: 0 }), LISTENED)).toBe(0);
    expect(frameSeq(event('driverLocationChange', { orderId: 1, seq: 98765, lat: 52.2 }), LISTENED)).toBe(98765);
  });

  it('leaves other frames: an event not listened to, another namespace, no seq, a ping, the namespace joined', () => {
    expect(frameSeq(event('serviceState', { seq: 5 }), LISTENED)).toBe(-1);
    expect(frameSeq(event('newOrder', { seq: 5 }, '/other'), LISTENED)).toBe(-1);
    expect(frameSeq(event('newOrder', { orderId: 5 }), LISTENED)).toBe(-1);
    expect(frameSeq(event('newOrder', { seq: 'x' }), LISTENED)).toBe(-1);
    expect(frameSeq(Buffer.from('2'), LISTENED)).toBe(-1);
    expect(frameSeq(frame({ type: PacketType.CONNECT, nsp: PRIVATE_NAMESPACE, data: { sid: 'abc' } }), LISTENED)).toBe(
      -1,
    );
  });
});
