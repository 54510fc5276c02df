import type pg from 'pg';
import PgBoss from 'pg-boss';

/** pg-boss's schema: owned by the server's role, because pg-boss adds a table partition per queue at run time. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Installs pg-boss's tables as the application role, run by the owner role while it migrates. pg-boss's
 * own install begins with CREATE SCHEMA IF NOT EXISTS, which PostgreSQL checks against CREATE on the
 * database even when the schema exists: the role gets that right for the install only, and loses it after.
 * Later pg-boss upgrades run as the application role, which owns every table they alter.
 */
export async function installJobSchema(client: pg.PoolClient, role: string): Promise<void> {
  const app = client.escapeIdentifier(role);
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${JOBS_SCHEMA} AUTHORIZATION ${app}`);
  const { rows } = await client.query(
    `SELECT to_regclass('${JOBS_SCHEMA}.version') IS NOT NULL AS installed`,
  );
  if (rows[0]?.installed) return;
  const database = client.escapeIdentifier(
    (await client.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name,
  );
  await client.query(`GRANT CREATE ON DATABASE ${database} TO ${app}`);
  try {
    await client.query(`SET ROLE ${app}`);
    await client.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  } finally {
    await client.query('RESET ROLE');
    await client.query(`REVOKE CREATE ON DATABASE ${database} FROM ${app}`);
  }
}
