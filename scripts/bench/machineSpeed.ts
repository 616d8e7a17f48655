// How fast this machine's memory is right now, measured at the start of `npm run bench` and printed beside every
// section's figures (report.ts Machine).
//
// The CPU's model and count do not tell a slow day from a usual one on this virtual machine. On 29–30 November 2026 the
// clean-clone test run took 1,000–1,240 s against 420–450 s on 28 November, and the order list's p95 doubled, while a
// fixed arithmetic loop ran as fast as ever (2.4–2.9 s). What had slowed down was memory: a random read missing the
// caches took 255–320 ns, and the first write to a fresh page (a page fault, which the hypervisor serves) 12–18 µs.
// The list's requests, the garbage collectors and Chromium spend their time there, so these two figures say whether a
// missed goal is the code's or the machine's.

/**
 * A dependent chain of reads over this many 32-bit entries: 256 MB, past every cache and the TLB's reach (over 128 MB
 * the figure varied by a fifth from run to run, over 256 MB by 2 %).
 */
const CHASE_ENTRIES = 1 << 26;
const CHASE_STEPS = 4_000_000;
/** Fresh buffers of this size, one write per 4 KiB page; the best of a few rounds (the others' noise is the OS's). */
const FAULT_BYTES = 64 << 20;
const FAULT_ROUNDS = 4;
const PAGE_BYTES = 4096;

export interface MachineSpeed {
  /** One read at a random place in 256 MB, each depending on the one before (ns). */
  memoryAccessNs: number;
  /** The first write to a page of a fresh buffer, best of the rounds (µs per 4 KiB page). */
  pageFaultUs: number;
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function memoryAccessNs(): number {
  const next = new Uint32Array(CHASE_ENTRIES);
  for (let i = 0; i < CHASE_ENTRIES; i++) next[i] = i;
  // Sattolo's shuffle: one cycle through every entry, so the chain never settles in a short loop the caches hold.
  let seed = 0x2545f491;
  for (let i = CHASE_ENTRIES - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % i;
    const swap = next[i];
    next[i] = next[j];
    next[j] = swap;
  }
  let at = 0;
  const started = nowMs();
  for (let step = 0; step < CHASE_STEPS; step++) at = next[at];
  const elapsed = nowMs() - started;
  // `at` is used, so the loop cannot be dropped.
  if (at >= CHASE_ENTRIES) throw new Error('unreachable');
  return (elapsed * 1e6) / CHASE_STEPS;
}

function pageFaultUs(): number {
  let best = Infinity;
  for (let round = 0; round < FAULT_ROUNDS; round++) {
    const started = nowMs();
    const fresh = new Uint8Array(FAULT_BYTES);
    for (let i = 0; i < FAULT_BYTES; i += PAGE_BYTES) fresh[i] = 1;
    best = Math.min(best, ((nowMs() - started) * 1000) / (FAULT_BYTES / PAGE_BYTES));
  }
  return best;
}

/** Both measurements, about 5 s on a slow day. */
export function measureMachineSpeed(): MachineSpeed {
  return { memoryAccessNs: memoryAccessNs(), pageFaultUs: pageFaultUs() };
}

export const machineSpeedText = (speed: MachineSpeed): string =>
  `memory access ${Math.round(speed.memoryAccessNs)} ns, page fault ${speed.pageFaultUs.toFixed(1)} µs`;
