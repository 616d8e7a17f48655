// How fast this machine's memory and last-level cache are right now, measured at the start of `npm run bench` and
// printed beside every section's figures (report.ts Machine).
//
// The CPU's model and count do not tell a slow day from a usual one on this virtual machine. On 29–30 November 2026 the
// clean-clone test run took 1,000–1,240 s against 420–450 s on 28 November, and the order list's p95 doubled, while a
// fixed arithmetic loop ran as fast as ever (2.4–2.9 s). What had slowed down was memory: a random read missing the
// caches took 255–320 ns, and the first write to a fresh page (a page fault, which the hypervisor serves) 12–18 µs.
// The list's requests, the garbage collectors and Chromium spend their time there, so these figures say whether a
// missed goal is the code's or the machine's.
//
// On 30 November's evening the same suite ran at 1.6–2 times its 28 November time (every project, the unit tests too),
// while a page fault took 2–3 µs, a usual day's, and the 256 MB read was at times as low as 180 ns. What the two
// figures missed was the last-level cache (32 MB, shared with the host's other guests): a random read in 16 MB, which
// that cache holds, took 105–149 ns (105–121 on an idle machine), as slow as memory, against 17–18 ns in 4 MB. So the
// working sets of the suite's processes (a V8 heap, jsdom's tree, Chromium's) were read from memory. The third figure,
// a read in 16 MB, says so.

/**
 * A dependent chain of reads over this many 32-bit entries: 256 MB, past every cache and the TLB's reach (over 128 MB
 * the figure varied by a fifth from run to run, over 256 MB by 2 %).
 */
const CHASE_ENTRIES = 1 << 26;
/** The same chain over this many MB: inside the 32 MB last-level cache when the machine has that cache to itself. */
const CACHE_READ_MB = 16;
const CACHE_CHASE_ENTRIES = (CACHE_READ_MB << 20) / Uint32Array.BYTES_PER_ELEMENT;
const CHASE_STEPS = 4_000_000;
/** Fresh buffers of this size, one write per 4 KiB page; the best of a few rounds (the others' noise is the OS's). */
const FAULT_BYTES = 64 << 20;
const FAULT_ROUNDS = 4;
const PAGE_BYTES = 4096;

export interface MachineSpeed {
  /** One read at a random place in 256 MB, each depending on the one before (ns). */
  memoryAccessNs: number;
  /** The same in 16 MB, a size the last-level cache holds on a usual day (ns); absent in sections saved before. */
  cacheAccessNs?: number;
  /** The first write to a page of a fresh buffer, best of the rounds (µs per 4 KiB page). */
  pageFaultUs: number;
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** A dependent chain of random reads over `entries` 32-bit entries: the time of one read (ns). */
function randomReadNs(entries: number): number {
  const next = new Uint32Array(entries);
  for (let i = 0; i < entries; i++) next[i] = i;
  // Sattolo's shuffle: one cycle through every entry, so the chain never settles in a short loop the caches hold.
  let seed = 0x2545f491;
  for (let i = entries - 1; i > 0; i--) {
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
  if (at >= entries) throw new Error('unreachable');
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

/** The three measurements, about 6 s on a slow day. */
export function measureMachineSpeed(): MachineSpeed {
  return {
    memoryAccessNs: randomReadNs(CHASE_ENTRIES),
    cacheAccessNs: randomReadNs(CACHE_CHASE_ENTRIES),
    pageFaultUs: pageFaultUs(),
  };
}

export const machineSpeedText = (speed: MachineSpeed): string =>
  [
    `memory access ${Math.round(speed.memoryAccessNs)} ns`,
    ...(speed.cacheAccessNs === undefined ? [] : [`in ${CACHE_READ_MB} MB ${Math.round(speed.cacheAccessNs)} ns`]),
    `page fault ${speed.pageFaultUs.toFixed(1)} µs`,
  ].join(', ');
