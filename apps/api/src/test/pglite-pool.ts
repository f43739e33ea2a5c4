import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Starting PGlite from the template costs about 1.3 s of CPU (PostgreSQL's start-up, in WebAssembly); emptying its
 * tables costs milliseconds. The API tests run many files in one process (forks without isolation), so a file's
 * database, once closed, is emptied and handed to the next file instead of being thrown away. A database is put back
 * only when it is provably as the template left it: the same schemas, tables, columns, functions, constraints and
 * triggers, every table empty (the migrations insert no rows; were one to, nothing is reused), sequences restarted and
 * the session reset. Anything else, or any error on the way, and it is closed as before.
 */
const idle: Database[] = [];
/** What the template's catalog looks like, taken from the first database before any test touched it. */
let templatePrint: string | undefined;
let reusable = true;

// Everything a test could add or change in the schema, as one line per object, in a stable order.
const catalogPrint = sql`
  select md5(coalesce(string_agg(line, E'\n' order by line), '')) as print from (
    select 's ' || nspname as line from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'
    union all
    select 'r ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    union all
    select 'a ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || a.atttypid::regtype::text || ' ' || a.attnotnull::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    union all
    select 'f ' || p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    union all
    select 'c ' || conrelid::regclass::text || ' ' || conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    union all
    select 't ' || tgrelid::regclass::text || ' ' || tgname from pg_trigger where not tgisinternal
  ) catalog`;

// The tables a test writes to: every user table but the migrations' own journal.
const tables = sql`
  select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname not like 'pg\\_%' and schemaname <> 'information_schema' and schemaname <> 'drizzle'`;

async function print(database: Database): Promise<string> {
  const rows = (await database.db.execute(catalogPrint)) as unknown as { rows: { print: string }[] };
  return rows.rows[0]!.print;
}

async function tableNames(database: Database): Promise<string[]> {
  const result = (await database.db.execute(tables)) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}

/** Called with a database fresh from the template, before any test uses it. */
export async function rememberTemplate(database: Database): Promise<void> {
  if (templatePrint !== undefined || !reusable) return;
  for (const name of await tableNames(database)) {
    const count = (await database.db.execute(sql.raw(`select count(*)::int as n from ${name}`))) as unknown as {
      rows: { n: number }[];
    };
    if (count.rows[0]!.n > 0) reusable = false;
  }
  templatePrint = await print(database);
}

/** A database emptied back to the template, or undefined. */
export const takeIdle = (): Database | undefined => idle.pop();

/** Empties the database and keeps it for the next file, or closes it when it is not provably like the template. */
export async function putBack(database: Database): Promise<void> {
  try {
    if (!reusable || templatePrint === undefined) throw new Error("not reusable");
    // A transaction left open, a setting changed, a lock held, a prepared statement: all gone (or this throws).
    await database.db.execute(sql`discard all`);
    const names = await tableNames(database);
    if (names.length > 0) await database.db.execute(sql.raw(`truncate ${names.join(", ")} restart identity cascade`));
    await database.db.execute(sql`
      select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences
        where schemaname not like 'pg\\_%' and schemaname <> 'drizzle'`);
    if ((await print(database)) !== templatePrint) throw new Error("the schema changed");
    idle.push(database);
  } catch {
    await database.close();
  }
}
