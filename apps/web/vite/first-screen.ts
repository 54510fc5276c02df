import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_GROUP } from './locale-sections.ts';

const BOOT_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/boot.ts');
const HOME_PAGE = /\/src\/app\/home-route\.tsx$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The page the server fills with home's first screen (apps/server/src/http/first-screen.ts). */
export const TEMPLATE = 'first-screen.html';
/** The server's slots in it (the same strings as apps/server/src/http/first-screen.ts). */
const HEAD_SLOT = '<!--sika-first-screen-head-->';
const BODY_SLOT = '<!--sika-first-screen-->';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html for a page whose first screen the server writes (/home): the app's scripts are not in it but
 * listed in the meta (`data-app`, `data-app-preload`) for the boot script to ask for once the first screen's
 * covers are painted, so that on a slow network they do not share it with those covers before then.
 */
function firstScreenTemplate(index: string): string {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return index
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '<meta name="sika-first-screen" ',
      `<meta name="sika-first-screen" data-app="${entry}" data-app-preload="${preloads.join(' ')}" `,
    )
    .replace('</head>', `${HEAD_SLOT}</head>`)
    .replace('</body>', `${BODY_SLOT}</body>`);
}

/**
 * No request waterfall before the first screen (issue 21). Vite's index.html already preloads the entry's
 * static imports; what the app then asks for once it runs — the first screen's words (one chunk per language,
 * vite/locale-sections.ts) and, on /home, the home page's chunks — waited for the whole entry to arrive and
 * run. This adds a tiny classic `async` script (src/boot.ts, bundled apart with esbuild) that picks the
 * language as the app will and preloads those files at once, listed by the build in
 * `<meta name="sika-first-screen" data-en=… data-home=…>`.
 */
export function firstScreen(): Plugin {
  return {
    name: 'sika-first-screen',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
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
        const entry = [...chunks.values()].find((c) => c.isEntry);
        const initial = entry ? closure(entry.fileName) : new Set<string>();
        const home = [...chunks.values()].find((c) => c.facadeModuleId && HOME_PAGE.test(c.facadeModuleId));
        const homeFiles = home ? [...closure(home.fileName)].filter((f) => !initial.has(f)) : [];
        const locales: Record<string, string> = {};
        for (const chunk of chunks.values()) {
          const match = /virtual:sika-locale\/locale-(\w+)-(\w+)$/.exec(chunk.facadeModuleId ?? '');
          if (match?.[2] === FIRST_SCREEN_GROUP && match[1]) locales[match[1]] = chunk.fileName;
        }
        const boot = await build({
          entryPoints: [BOOT_ENTRY],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2020',
          write: false,
          logLevel: 'silent',
        });
        const ref = this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: boot.outputFiles[0]?.text ?? '',
        });
        const url = (file: string) => `/${file}`;
        const attributes = [
          ...Object.entries(locales).map(([language, file]) => `data-${language}="${url(file)}"`),
          `data-home="${homeFiles.map(url).join(' ')}"`,
        ].join(' ');
        // First in the head, before the stylesheets and the app's scripts: the browser fetches it first and
        // runs it as soon as it arrives, so home's lobby is asked for while the app's code downloads.
        const tags = `\n    <meta name="sika-first-screen" ${attributes} />\n    <script async fetchpriority="high" src="${url(this.getFileName(ref))}"></script>`;
        const source = String(html.source);
        if (!source.includes('</title>')) this.error('index.html has no <title>');
        html.source = source.replace('</title>', `</title>${tags}`);
        this.emitFile({
          type: 'asset',
          fileName: TEMPLATE,
          source: firstScreenTemplate(String(html.source)),
        });
      },
    },
  };
}
