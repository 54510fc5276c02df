import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 512;

/**
 * Writes `.gz` and `.br` beside every text file of the build, once, at the highest levels, so the server
 * (`@fastify/static` with `preCompressed`) never compresses on the fly. Runs last, after the PWA plugin
 * has written the service worker, so it is compressed too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sika-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
        }
      },
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
