import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatMoney } from '../../../src/shared/number-format';

const root = join(import.meta.dirname, '..', '..', '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

describe('one number format (issue 19 item 4)', () => {
  it('groups counts by thousands in both languages', () => {
    expect(formatCount(50000, 'zh')).toBe('50,000');
    expect(formatCount(50000, 'en')).toBe('50,000');
    expect(formatCount(1234567, 'zh')).toBe('1,234,567');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(Number.NaN, 'zh')).toBe('0');
  });

  it('writes money grouped with two decimals', () => {
    expect(formatMoney(1234.5, 'zh')).toBe('1,234.50');
    expect(formatMoney(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatMoney(0, 'zh')).toBe('0.00');
    expect(formatMoney(-12.3, 'en')).toBe('-12.30');
    expect(formatDecimal(12345.678, 1, 'zh')).toBe('12,345.7');
  });

  it('is the only number formatter of the app: no other Intl.NumberFormat or en-US toLocaleString of a number', () => {
    // The board (src/shared/board-format.ts) keeps its own fixed en-US figures, grouped the same way.
    const allowed = new Set(['src/shared/number-format.ts', 'src/shared/board-format.ts']);
    const offenders = [...sourceFiles(join(root, 'src', 'renderer')), ...sourceFiles(join(root, 'src', 'shared'))]
      .map((path) => relative(root, path).replaceAll('\\', '/'))
      .filter((path) => !allowed.has(path))
      .filter((path) =>
        /new Intl\.NumberFormat|\.toLocaleString\('en-US'/.test(readFileSync(join(root, path), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
