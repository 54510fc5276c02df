import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

// docs/decisions/008: the runtime is the root's `node` package, whatever Node the machine has.
describe('the pinned runtime', () => {
  it('is a Node 24 release that engines accepts, and a runtime dependency (kept by npm ci --omit=dev)', () => {
    const pinned = manifest.dependencies.node ?? '';
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(manifest.engines.node).toBe('>=24');
  });

  it('runs this test: npm scripts and npx put node_modules/.bin/node first', () => {
    expect(process.version).toBe(`v${manifest.dependencies.node}`);
  });

  it('is what `node` means inside `npm exec`, even from a shell whose PATH has only the system Node', () => {
    const systemPath = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(path.delimiter);
    const printed = execFileSync('npm', ['exec', '--offline', '--', 'node', '-v'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: systemPath },
    });
    expect(printed.trim()).toBe(`v${manifest.dependencies.node}`);
  });
});

// The release image cannot be built here (no Docker engine): at least keep it in step with the workspaces.
describe('the Dockerfile', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

  it('copies every workspace manifest before npm ci, so the lock file matches', () => {
    const workspaces = ['apps', 'packages'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((name) => existsSync(path.join(root, dir, name, 'package.json')))
        .map((name) => `${dir}/${name}`),
    );
    for (const workspace of workspaces)
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/\n`);
  });

  it('copies the bundle of every service that npm start runs, and the built pages', () => {
    for (const { name } of SERVICES)
      expect(dockerfile).toContain(`/app/apps/${name}/build apps/${name}/build\n`);
    expect(dockerfile).toContain('/app/apps/web/dist apps/web/dist\n');
    expect(dockerfile).toContain('/app/apps/games/dist apps/games/dist\n');
  });
});
