import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viewedImportedCss?: Set<string>;
}

export interface BundleReport {
  /** JS the browser must run before the first screen: the entry chunk and its static imports. */
  initial: { files: string[]; gzipBytes: number };
  /** Per lazy module (route page, locale): the extra JS its first load costs, on top of the initial JS. */
  lazy: Record<string, { files: string[]; extraGzipBytes: number }>;
}

/**
 * Measures the phone's budget at build time (ARCHITECTURE.md, Web app): which chunks are initial, what each
 * lazy page adds. The service worker precaches only the initial files (see `initialFiles`), and
 * `dist/bundle-report.json` is what the report and the web benchmark read.
 */
export function bundleReport(): Plugin & { initialFiles: Set<string> } {
  const initialFiles = new Set<string>();
  return {
    name: 'sika-bundle-report',
    apply: 'build',
    initialFiles,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const closure = (start: string, seen = new Set<string>()) => {
        if (seen.has(start)) return seen;
        seen.add(start);
        for (const next of chunks.get(start)?.imports ?? []) closure(next, seen);
        return seen;
      };
      const gzip = (files: Iterable<string>) =>
        [...files].reduce((sum, f) => sum + gzipSync(chunks.get(f)?.code ?? '', { level: 9 }).length, 0);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const initial = closure(entry.fileName);
      for (const file of initial) initialFiles.add(file);
      const lazy: BundleReport['lazy'] = {};
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || initial.has(chunk.fileName) || !chunk.facadeModuleId) continue;
        const extra = [...closure(chunk.fileName)].filter((f) => !initial.has(f));
        const name = chunk.facadeModuleId.replace(/^.*\/src\//, 'src/');
        lazy[name] = { files: extra, extraGzipBytes: gzip(extra) };
      }
      const report: BundleReport = { initial: { files: [...initial], gzipBytes: gzip(initial) }, lazy };
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: JSON.stringify(report, null, 2),
      });
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      this.info(`initial JS ${kb(report.initial.gzipBytes)} gzip (${initial.size} files)`);
    },
  };
}
