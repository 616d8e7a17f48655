import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { FILE_TIMES, fileKey, readFileTimes } from './sequencer.ts';

interface ProjectTime {
  start: number;
  end: number;
  files: number;
  tests: number;
}

/**
 * Prints the plain closing line that CI reads, `N passed, N failed, N skipped`, followed on the same line by each
 * project's time: from its first file's start to its last file's end (projects overlap, so their times add up to more
 * than the run's), with its number of tests, and the whole run's time.
 */
export default class SummaryReporter implements Reporter {
  private started = Date.now();
  private moduleStarts = new Map<string, number>();
  private projects = new Map<string, ProjectTime>();
  /** Each file's time in seconds, kept for tests/file-times.json when UPDATE_FILE_TIMES is set (npm run test:times). */
  private fileTimes = new Map<string, number>();
  private root = process.cwd();
  /** Each file's start and end in seconds from the run's start, written to TEST_TIMELINE when it is set. */
  private timeline: string[] = [];

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestModuleStart(mod: TestModule) {
    this.moduleStarts.set(mod.id, Date.now());
  }

  onTestModuleEnd(mod: TestModule) {
    const now = Date.now();
    const start = this.moduleStarts.get(mod.id) ?? now;
    const name = mod.project.name;
    const time = this.projects.get(name) ?? { start, end: now, files: 0, tests: 0 };
    time.start = Math.min(time.start, start);
    time.end = Math.max(time.end, now);
    time.files++;
    time.tests += [...mod.children.allTests()].length;
    this.projects.set(name, time);
    this.fileTimes.set(fileKey(name, this.root, mod.moduleId), Math.round((now - start) / 100) / 10);
    if (process.env.TEST_TIMELINE)
      this.timeline.push(
        `${fileKey(name, this.root, mod.moduleId)} ${Math.round((start - this.started) / 100) / 10} ${Math.round((now - this.started) / 100) / 10}`,
      );
  }

  /** Merges this run's file times into tests/file-times.json (the order tests/sequencer.ts starts files in). */
  private writeFileTimes() {
    const times = readFileTimes();
    for (const [key, seconds] of this.fileTimes) times[key] = seconds;
    // A file since removed or renamed leaves.
    for (const key of Object.keys(times))
      if (!existsSync(path.join(this.root, key.slice(key.indexOf(':') + 1)))) delete times[key];
    const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(FILE_TIMES, `${JSON.stringify(sorted, null, 2)}\n`);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    // A file that failed before any test (an import or a setup that threw) has no test to count: say so.
    const broken = testModules.filter((mod) => mod.state() === 'failed' && !mod.children.allTests().next().value);
    const brokenFiles = broken.length ? `, ${broken.length} file${broken.length > 1 ? 's' : ''} failed to load` : '';
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
    const projects = [...this.projects]
      .sort(([, a], [, b]) => a.start - b.start)
      .map(([name, t]) => `${name} ${seconds(t.end - t.start)} (${t.tests})`);
    const times = projects.length ? ` · ${projects.join(', ')} · run ${seconds(Date.now() - this.started)}` : '';
    if (process.env.UPDATE_FILE_TIMES) this.writeFileTimes();
    if (process.env.TEST_TIMELINE) writeFileSync(process.env.TEST_TIMELINE, `${this.timeline.join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped${brokenFiles}${times}\n`);
  }
}
