// The benchmark's machine line (scripts/bench/report.ts): every section says what it ran on and, when measured at the
// run's start (scripts/bench/machineSpeed.ts), how fast the memory was, so a slow day's figures read as such.
import { describe, expect, it } from 'vitest';
import { machine, machineText } from '../../scripts/bench/report.ts';

describe('the benchmark machine line', () => {
  it('gives the memory read and the page fault with the cores, model and Node when measured', () => {
    const m = { ...machine({ memoryAccessNs: 286.4, pageFaultUs: 12.94 }), cpus: 2, cpuModel: 'AMD EPYC' };
    expect(machineText(m)).toBe(`2 × AMD EPYC, Node ${process.version} (memory access 286 ns, page fault 12.9 µs)`);
    expect(m.speed).toEqual({ memoryAccessNs: 286.4, pageFaultUs: 12.94 });
  });

  it('leaves the speed out for a section saved before it was measured', () => {
    const saved = { node: 'v20.20.2', cpus: 2, cpuModel: 'AMD EPYC', memoryGb: 24, platform: 'linux 6.18' };
    expect(machineText(saved)).toBe('2 × AMD EPYC, Node v20.20.2');
    expect('speed' in machine()).toBe(false);
  });
});
