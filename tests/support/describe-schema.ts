import pg from "pg";

/**
 * The structure of a database's public schema as plain text lines (columns, indexes,
 * constraints), read from the catalog with plain SQL, so two databases can be compared
 * without the schema engine's introspection.
 */
export async function describeSchema(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ line: string }>(`
      select table_name || '.' || column_name || ' ' || data_type || coalesce('(' || numeric_precision || ',' || numeric_scale || ')', '')
        || case when is_nullable = 'NO' then ' not null' else '' end || coalesce(' default ' || column_default, '') as line
      from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations'`);
    const indexes = await client.query<{ line: string }>(`
      select 'index ' || indexdef as line from pg_indexes where schemaname = 'public' and tablename <> '_prisma_migrations'`);
    const constraints = await client.query<{ line: string }>(`
      select 'constraint ' || rel.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid) as line
      from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace ns on ns.oid = rel.relnamespace
      where ns.nspname = 'public' and rel.relname <> '_prisma_migrations'`);
    return [...columns.rows, ...indexes.rows, ...constraints.rows].map((r) => r.line).sort();
  } finally {
    await client.end();
  }
}
