// Is today's schema ready to be distributed with Citus by user_id? (docs/scaling.md, "Past one
// primary"). It applies every SQL migration in src/server/db/migrations, in file order, to an
// in-memory PGlite (no database server needed), reads the catalogue and checks the rules a
// distributed table must follow:
//   - every table is distributed by user_id (users by its id, which is the user id), a reference
//     table (copied to every node: the hard-coded list below) or local (kept on the coordinator);
//   - a distributed table has a NOT NULL user_id, and its primary key and every unique key
//     include it, because Citus can only enforce uniqueness within one shard;
//   - a foreign key joins co-located rows (distributed → distributed on user_id) or points at a
//     reference table; anything else cannot be checked by one shard;
//   - no triggers on distributed tables: they would run per shard and cannot see other shards.
// Usage: npm run scaling:check [-- --strict]   (--strict exits 1 when there are findings)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Global tables, copied to every node so any shard can join them: the album catalogue (every
 * sticker list and ranking joins it) and the swap-group directory. Add a table here only when it
 * is small, read everywhere and rarely written. Every other table is derived: distributed when it
 * has user_id or a foreign key to a distributed table, local otherwise.
 */
export const REFERENCE_TABLES = ['collection_templates', 'facebook_groups'];

/** The table whose own id is the user id: it is distributed by `id`. */
export const USERS_TABLE = 'users';

export const migrationsDir = fileURLToPath(new URL('../src/server/db/migrations', import.meta.url));

/** The text of every migration in the folder, in file-name order (0000_…, 0001_…). */
export function readMigrations(dir = migrationsDir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

const q = async (db, text) => (await db.query(text)).rows;
const publicTables = `select c.oid, c.relname from pg_class c
  join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`;
/** Column names of an int2vector of attribute numbers, in order; null for an expression. */
const names = (rel, vec) => `array(select a.attname from unnest(${vec}) with ordinality k(num, ord)
  left join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.num order by k.ord)`;

/** An empty in-memory PostgreSQL with the extensions our migrations load. */
export const openScratchDatabase = () => PGlite.create({ extensions: { pg_trgm } });

/**
 * Applies the migrations (strings, or {name, sql}) to a fresh in-memory database and checks the
 * rules above. Returns {tables: [{name, kind, key}], findings: [{kind, table, name, message}]}.
 * `db` reuses a scratch database from openScratchDatabase (its public schema is emptied first).
 */
export async function checkSchema(migrations, { reference = REFERENCE_TABLES, db } = {}) {
  const scratch = db ?? (await openScratchDatabase());
  try {
    if (db) await db.exec('drop schema public cascade; create schema public');
    for (const m of migrations) await scratch.exec(typeof m === 'string' ? m : m.sql);
    return await inspect(scratch, new Set(reference));
  } finally {
    if (!db) await scratch.close();
  }
}

async function inspect(db, reference) {
  const tables = await q(db, `${publicTables} order by c.relname`);
  const columns = await q(
    db,
    `select t.relname as table, a.attname as name, a.attnotnull as "notNull"
     from (${publicTables}) t join pg_attribute a on a.attrelid = t.oid
     where a.attnum > 0 and not a.attisdropped`,
  );
  const uniques = await q(
    db,
    `select t.relname as table, ic.relname as name, i.indisprimary as "primary",
       ${names('i.indrelid', 'i.indkey::int2[]')} as columns
     from (${publicTables}) t join pg_index i on i.indrelid = t.oid
     join pg_class ic on ic.oid = i.indexrelid
     where i.indisunique order by t.relname, not i.indisprimary, ic.relname`,
  );
  const foreignKeys = await q(
    db,
    `select s.relname as table, c.conname as name, r.relname as target,
       ${names('c.conrelid', 'c.conkey')} as columns, ${names('c.confrelid', 'c.confkey')} as "targetColumns"
     from pg_constraint c join (${publicTables}) s on s.oid = c.conrelid
     join pg_class r on r.oid = c.confrelid where c.contype = 'f' order by s.relname, c.conname`,
  );
  const triggers = await q(
    db,
    `select t.relname as table, g.tgname as name from pg_trigger g
     join (${publicTables}) t on t.oid = g.tgrelid where not g.tgisinternal order by t.relname, g.tgname`,
  );

  const column = (table, name) => columns.find((c) => c.table === table && c.name === name);
  const keyOf = (table) => (table === USERS_TABLE ? 'id' : 'user_id');
  const kind = new Map(tables.map((t) => [t.relname, 'local']));
  for (const t of reference) if (kind.has(t)) kind.set(t, 'reference');
  for (const [t, k] of kind)
    if (k === 'local' && (t === USERS_TABLE || column(t, 'user_id'))) kind.set(t, 'distributed');
  // A table pointing at a distributed table belongs with its rows: repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const fk of foreignKeys) {
      if (kind.get(fk.table) === 'local' && kind.get(fk.target) === 'distributed') {
        kind.set(fk.table, 'distributed');
        changed = true;
      }
    }
  }

  const findings = [];
  const add = (k, table, name, message) => findings.push({ kind: k, table, name, message });
  for (const { relname: table } of tables) {
    if (kind.get(table) !== 'distributed') continue;
    const key = keyOf(table);
    const col = column(table, key);
    if (!col) add('no-user-id', table, key, `${table} has no ${key} column`);
    else if (!col.notNull) add('nullable-user-id', table, key, `${table}.${key} may be null`);
    const own = uniques.filter((u) => u.table === table);
    if (!own.some((u) => u.primary)) add('primary-key', table, null, `${table} has no primary key`);
    for (const u of own) {
      if (u.columns.includes(key)) continue;
      const what = u.primary ? 'primary key' : 'unique key';
      const cols = u.columns.map((c) => c ?? '(expression)').join(', ');
      add(
        u.primary ? 'primary-key' : 'unique',
        table,
        u.name,
        `${table}: ${what} ${u.name} (${cols}) lacks ${key}`,
      );
    }
  }
  for (const fk of foreignKeys) {
    const from = kind.get(fk.table);
    const to = kind.get(fk.target);
    const coLocated =
      from === 'distributed' &&
      to === 'distributed' &&
      fk.columns.some((c, i) => c === keyOf(fk.table) && fk.targetColumns[i] === keyOf(fk.target));
    if (to === 'reference' || (from === 'local' && to === 'local') || coLocated) continue;
    const why =
      from === 'distributed' && to === 'distributed'
        ? `not on ${keyOf(fk.table)}`
        : 'not co-located';
    add(
      'foreign-key',
      fk.table,
      fk.name,
      `${fk.table}(${fk.columns.join(', ')}) → ${fk.target}(${fk.targetColumns.join(', ')}): ${from} → ${to}, ${why}`,
    );
  }
  for (const tg of triggers) {
    if (kind.get(tg.table) === 'distributed')
      add('trigger', tg.table, tg.name, `trigger ${tg.name} on ${tg.table}`);
  }

  return {
    tables: tables.map((t) => ({
      name: t.relname,
      kind: kind.get(t.relname),
      key: kind.get(t.relname) === 'distributed' ? keyOf(t.relname) : null,
    })),
    findings,
  };
}

/** The report people read: the tables by kind, then the findings, then "N findings". */
export function formatReport({ tables, findings }, migrations = []) {
  const lines = [];
  const last = migrations.at(-1)?.name;
  if (last)
    lines.push(
      `Schema after ${migrations.length} migrations (last: ${last}); rules in docs/scaling.md`,
    );
  const of = (k) =>
    tables.filter((t) => t.kind === k).map((t) => (t.key === 'id' ? `${t.name} (by id)` : t.name));
  lines.push('', 'Tables');
  lines.push(`  distributed by user_id: ${of('distributed').join(', ') || '-'}`);
  lines.push(`  reference:              ${of('reference').join(', ') || '-'}`);
  lines.push(`  local:                  ${of('local').join(', ') || '-'}`);
  const sections = [
    ['Distributed tables without a usable user_id', ['no-user-id', 'nullable-user-id']],
    ['Primary and unique keys without user_id', ['primary-key', 'unique']],
    ['Foreign keys that are not co-located', ['foreign-key']],
    ['Triggers on distributed tables', ['trigger']],
  ];
  for (const [title, kinds] of sections) {
    const found = findings.filter((f) => kinds.includes(f.kind));
    lines.push('', `${title}: ${found.length}`, ...found.map((f) => `  - ${f.message}`));
  }
  lines.push('', `${findings.length} findings`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const migrations = readMigrations();
  const result = await checkSchema(migrations);
  console.log(formatReport(result, migrations));
  process.exitCode = process.argv.includes('--strict') && result.findings.length > 0 ? 1 : 0;
}
