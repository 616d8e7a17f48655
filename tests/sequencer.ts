// The order vitest starts the test files in: each project's longest files first (class comment below), and the
// committed file times it reads, which the summary reporter rewrites (npm run test:times).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Each test file's time in seconds (`project:path`), written by `npm run test:times` (tests/summary-reporter.ts). */
export const FILE_TIMES = path.resolve(import.meta.dirname, 'file-times.json');

export const fileKey = (project: string, root: string, moduleId: string) =>
  `${project}:${path.relative(root, moduleId).split(path.sep).join('/')}`;

/** tests/file-times.json as it is (empty when there is none yet). */
export function readFileTimes(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(FILE_TIMES, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Starts the longest files first. Vitest's own order knows a file's time only from an earlier run on the same
 * machine (node_modules/.vite); a clean clone, as CI runs, starts the files in no useful order, and a long journey
 * begun last kept one worker busy while the other waited (keyboard-dialogs, 196 s, near the end of a 491 s e2e run).
 * So a file's time is the last run's here when vitest has it, else the committed tests/file-times.json, and a file
 * known to neither (a new one) goes first, as vitest does. Groups (sequence.groupOrder) and projects keep vitest's
 * order: a project's files stay together (the API files of a worker share their imports).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  private readonly committed = readFileTimes();

  private seconds(spec: TestSpecification): number {
    const key = fileKey(spec.project.name, this.ctx.config.root, spec.moduleId);
    const cached = this.ctx.cache.getFileTestResults(key);
    if (cached) return cached.duration / 1000;
    return this.committed[key] ?? Number.POSITIVE_INFINITY;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = new Map(files.map((spec) => [spec, this.seconds(spec)]));
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const ta = times.get(a)!;
      const tb = times.get(b)!;
      return ta === tb ? 0 : ta > tb ? -1 : 1;
    });
  }
}
