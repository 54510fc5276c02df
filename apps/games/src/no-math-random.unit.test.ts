import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = [
  new URL('.', import.meta.url).pathname,
  new URL('../../../packages/fairness/src', import.meta.url).pathname,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('randomness', () => {
  it('never comes from Math.random in the provider or the fairness package', () => {
    const offenders = roots
      .flatMap(sourceFiles)
      .filter((file) => /Math\.random\s*\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
