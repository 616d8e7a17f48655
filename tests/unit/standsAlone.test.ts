// The repository holds everything it needs: no file reads or links a folder beside it (a clone has none), and no
// comment points at a numbered section of a document the repository does not hold (it states the rule instead).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config.ts';

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|sh|yml|yaml)$|(^|\/)(run|\.gitignore)$/;
const allFiles = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: PROJECT_ROOT,
})
  .toString()
  .split('\0')
  .filter(Boolean);
const files = allFiles.filter((f) => TEXT_FILE.test(f) && f !== 'package-lock.json');

const read = (file: string) => {
  try {
    return readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  } catch {
    return ''; // deleted in the working tree
  }
};

/** "file:line: text" of every line matching `pattern`. */
const linesMatching = (pattern: RegExp) =>
  files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
  );

describe('the repository stands alone', () => {
  it('reads and links nothing in a folder beside it', () => {
    const outside = ['..', 'shared', ''].join('/'); // "../shared/", spelled so that this file does not match
    expect(linesMatching(new RegExp(`${outside.replace(/[./]/g, '\\$&')}(data|spec|DESIGN)`))).toEqual([]);
    expect(linesMatching(/DESIGN\.md/)).toEqual([]);
  });

  it('cites no numbered section of a document it does not hold', () => {
    const section = new RegExp(`${String.fromCharCode(0xa7)} ?\\d`); // the section sign followed by a number
    // The contract PDF numbers its own paragraphs with the section sign, in Polish legal style.
    expect(linesMatching(section).filter((l) => !l.startsWith('server/services/contractPdf.ts:'))).toEqual([]);
  });

  it('ships its geodata with the sources and licences', () => {
    const readme = read('geodata/README.md');
    for (const credit of ['PostCodesMaps', 'MIT', 'GeoNames', 'CC BY 4.0', 'polska-geojson'])
      expect(readme).toContain(credit);
    for (const file of ['postcodes-pl.csv.gz', 'zip-code-areas-demo-cities.geojson.gz', 'voivodeships.geojson.gz']) {
      expect(allFiles).toContain(`geodata/${file}`);
    }
  });
});
