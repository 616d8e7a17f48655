// Percentiles and plain-text tables for the benchmark's output.

export interface Percentiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an ascending array. */
const rank = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const round2 = (x: number) => Math.round(x * 100) / 100;

export function percentiles(xs: readonly number[]): Percentiles {
  if (!xs.length) return { n: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    n: xs.length,
    p50: round2(rank(sorted, 50)),
    p95: round2(rank(sorted, 95)),
    p99: round2(rank(sorted, 99)),
    max: round2(sorted[sorted.length - 1]),
  };
}

export const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 2 : 1) : '–');
/** p50, p95, p99 and max as table cells. */
export const timeCells = (p: Percentiles): string[] => [ms(p.p50), ms(p.p95), ms(p.p99), ms(p.max)];
/** n, then p50, p95, p99 and max, as table cells. */
export const percentileCells = (p: Percentiles): (string | number)[] => [p.n, ...timeCells(p)];
export const secs = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/** A table with right-aligned columns except the first `left` ones, for stdout. */
export function textTable(header: string[], rows: (string | number)[][], left = 1): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)]
    .map((l) => `  ${l}`)
    .join('\n');
}

/** The same table in Markdown. */
export function markdownTable(header: string[], rows: (string | number)[][], left = 1): string {
  const align = header.map((_, i) => (i < left ? ':--' : '--:'));
  return [header, align, ...rows.map((r) => r.map(String))].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
