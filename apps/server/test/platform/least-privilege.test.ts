import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import { startJobs } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';

/**
 * Issue 11, least privilege: the server's role reads and writes rows but can neither change the schema
 * nor switch the ledger's triggers off; only the owner role migrates.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase(2);
});
afterAll(() => database.close());

async function as<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the application role', () => {
  it('is neither a superuser nor the owner of the ledger tables', async () => {
    const role = await as(database.url, async (c) => {
      const { rows } = await c.query(
        `SELECT current_user AS name, rolsuper AS superuser, rolcreaterole AS createrole,
                pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = 'wallet_entries'::regclass), 'USAGE') AS owner
         FROM pg_roles WHERE rolname = current_user`,
      );
      return rows[0];
    });
    expect(role).toEqual({ name: 'sika_app', superuser: false, createrole: false, owner: false });
  });

  it.each([
    ['ALTER TABLE wallet_entries DISABLE TRIGGER wallet_entries_immutable', /must be owner/],
    ['ALTER TABLE wallet_entries DISABLE TRIGGER ALL', /must be owner/],
    ['ALTER TABLE wallet_transfers DISABLE TRIGGER USER', /must be owner/],
    ['DROP TRIGGER wallet_entries_balanced ON wallet_entries', /must be owner/],
    ['ALTER TABLE wallet_accounts DROP CONSTRAINT wallet_accounts_non_negative', /must be owner/],
    ['ALTER TABLE wallet_accounts ADD COLUMN note text', /must be owner/],
    ['CREATE TABLE shadow_ledger (id int)', /permission denied for schema public/],
    [
      'CREATE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$',
      /permission denied for schema public|must be owner/,
    ],
    ['DROP TABLE wallet_entries', /must be owner/],
    ['TRUNCATE wallet_entries', /permission denied/],
    ["SET session_replication_role = 'replica'", /permission denied/],
    ['INSERT INTO schema_migrations (name, checksum) VALUES ($$9999_x.sql$$, $$x$$)', /permission denied/],
  ])('is refused: %s', async (statement, refusal) => {
    await as(database.url, async (c) => {
      await expect(c.query(statement)).rejects.toThrow(refusal);
    });
  });

  it('leaves the triggers armed for everyone else too: the owner’s TRUNCATE meets append-only', async () => {
    await as(database.ownerUrl, async (c) => {
      await expect(c.query('TRUNCATE wallet_entries')).rejects.toThrow(/append-only/);
    });
  });
});

describe('a fresh external database with two URLs', () => {
  let name: string;
  let t: TestApp | undefined;
  beforeAll(async () => {
    name = `fresh_${randomBytes(5).toString('hex')}`;
    await as(inject('pgAdminUrl'), (c) => c.query(`CREATE DATABASE ${name} OWNER sika_owner`));
  });
  afterAll(async () => {
    await t?.close();
    await as(inject('pgAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('migrates as the owner, serves as the application role, and pg-boss runs in its own schema', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: inject('pgAppUrl').replace(/\/postgres$/, `/${name}`),
      MIGRATION_DATABASE_URL: inject('pgOwnerUrl').replace(/\/postgres$/, `/${name}`),
    });
    const lines: string[] = [];
    const connected = await connectDatabase(config, (line) => lines.push(line));
    try {
      expect(lines.some((l) => l.startsWith('applied migration'))).toBe(true);
      expect(lines.some((l) => l.includes('WARNING'))).toBe(false);
      const owners = await connected.handle.pool.query(
        `SELECT current_user AS me,
                pg_get_userbyid((SELECT relowner FROM pg_class WHERE oid = 'wallet_entries'::regclass)) AS ledger,
                pg_get_userbyid((SELECT nspowner FROM pg_namespace WHERE nspname = 'pgboss')) AS jobs`,
      );
      expect(owners.rows[0]).toEqual({ me: 'sika_app', ledger: 'sika_owner', jobs: 'sika_app' });

      // pg-boss installs its tables and makes a partition per queue as the application role.
      t = await createTestApp();
      const jobs = await startJobs(t.ctx, connected.connectionString, [
        { name: 'least-privilege-probe', cron: '0 0 1 1 *', run: async () => undefined },
      ]);
      await jobs.stop();
      const queue = await connected.handle.pool.query(`SELECT name FROM pgboss.queue WHERE name = $1`, [
        'least-privilege-probe',
      ]);
      expect(queue.rowCount).toBe(1);
    } finally {
      await connected.handle.close();
    }
  });

  it('warns when one URL does everything', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: inject('pgOwnerUrl').replace(/\/postgres$/, `/${name}`),
    });
    const connected = await connectDatabase(config, (line) => lines.push(line));
    await connected.handle.close();
    expect(lines.filter((l) => l.includes('WARNING'))).toHaveLength(1);
  });
});
