// The benchmark's machine line (scripts/bench/report.ts): every section says what it ran on and, when measured at the
// run's start (scripts/bench/machineSpeed.ts), how fast the memory and the last-level cache were, so a slow day's
// figures read as such.
import { describe, expect, it } from 'vitest';
import { machine, machineText } from '../../scripts/bench/report.ts';

describe('the benchmark machine line', () => {
  it('gives the memory read, the read in 16 MB and the page fault with the cores, model and Node when measured', () => {
    const speed = { memoryAccessNs: 208.4, cacheAccessNs: 105.2, pageFaultUs: 2.34 };
    const m = { ...machine(speed), cpus: 2, cpuModel: 'AMD EPYC' };
    expect(machineText(m)).toBe(
      `2 × AMD EPYC, Node ${process.version} (memory access 208 ns, in 16 MB 105 ns, page fault 2.3 µs)`,
    );
    expect(m.speed).toEqual(speed);
  });

  it('reads a section saved before the read in 16 MB was measured', () => {
    const m = { ...machine({ memoryAccessNs: 286.4, pageFaultUs: 12.94 }), cpus: 2, cpuModel: 'AMD EPYC' };
    expect(machineText(m)).toBe(`2 × AMD EPYC, Node ${process.version} (memory access 286 ns, page fault 12.9 µs)`);
  });

  it('leaves the speed out for a section saved before it was measured', () => {
    const saved = { node: 'v20.20.2', cpus: 2, cpuModel: 'AMD EPYC', memoryGb: 24, platform: 'linux 6.18' };
    expect(machineText(saved)).toBe('2 × AMD EPYC, Node v20.20.2');
    expect('speed' in machine()).toBe(false);
  });
});
