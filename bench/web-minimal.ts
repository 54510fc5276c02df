/**
 * The yardstick of `bench:web`: the smallest React 19 page — react-dom's `createRoot` rendering a heading and a
 * paragraph, no router, no data, no translations — built with the same toolchain (Vite, production mode) and
 * precompressed as the app's build is, so that /home's LCP can be read as a ratio of what React itself costs.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../e2e/support/stack.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Minimal React page</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.ts"></script>
  </body>
</html>
`;

// No JSX, so the page needs no compiler plugin beyond what Vite does for any module.
const MAIN_TS = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return h('main', { style: { fontFamily: 'sans-serif', padding: '16px' } },
    h('h1', null, 'Play, win and withdraw to mobile money'),
    h('p', null, 'The smallest React page: one render, no data.'));
}

createRoot(document.getElementById('root')).render(h(Page));
`;

/** Every file under dir, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesIn(full) : [full];
  });
}

/** Builds the page into `outDir` (served under `base`), with .gz and .br siblings as the web build writes. */
export async function buildMinimalPage(outDir: string, base: string): Promise<void> {
  const source = mkdtempSync(path.join(tmpdir(), 'sika-bench-minimal-src-'));
  try {
    writeFileSync(path.join(source, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(source, 'main.ts'), MAIN_TS);
    mkdirSync(outDir, { recursive: true });
    const modules = path.join(repoRoot, 'node_modules');
    await build({
      root: source,
      base,
      logLevel: 'warn',
      configFile: false,
      mode: 'production',
      // The source sits outside the repo, so React is resolved from the repo's own node_modules.
      resolve: {
        alias: {
          'react-dom/client': path.join(modules, 'react-dom/client.js'),
          react: path.join(modules, 'react/index.js'),
        },
      },
      build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
  for (const file of filesIn(outDir)) {
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  }
}
