import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';

// Issue 21: the pool prepares a text with parameters once it has been sent twice (src/db/pool.ts).
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase(2);
});
afterAll(async () => {
  await db.close();
});

async function asOwner(statement: string) {
  const client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('prepared statements', () => {
  it('prepares a repeated text once per connection and answers as before', async () => {
    const read = (n: number) => sql<{ n: number }>`SELECT ${n}::int AS n, 'x' AS tag`.execute(db.db);
    for (let i = 0; i < 5; i++) expect((await read(i)).rows).toEqual([{ n: i, tag: 'x' }]);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pg_prepared_statements
       WHERE statement LIKE '%AS n, ''x'' AS tag%' AND ${1}::int = 1`.execute(db.db);
    expect(rows[0]!.count).toBe(1);
  });

  it('recovers when a migration changes the columns of a prepared SELECT *', async () => {
    await asOwner('CREATE TABLE prepared_probe (id int PRIMARY KEY)');
    await asOwner('GRANT SELECT ON prepared_probe TO sika_app');
    await asOwner('INSERT INTO prepared_probe VALUES (1)');
    const read = () =>
      db.db
        .selectFrom('prepared_probe' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never)
        .execute();
    // A pool of 2: each connection prepares the text.
    for (let i = 0; i < 4; i++) await Promise.all([read(), read()]);
    await asOwner('ALTER TABLE prepared_probe ADD COLUMN label text');
    // At most one failure per connection that prepared it ("cached plan must not change result type"),
    // then the text is prepared afresh under a new name.
    const outcomes = await Promise.allSettled([read(), read()]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as { code: string }).code).toBe('0A000');
    }
    for (let i = 0; i < 3; i++)
      expect(await Promise.all([read(), read()])).toEqual([
        [{ id: 1, label: null }],
        [{ id: 1, label: null }],
      ]);
  });
});
