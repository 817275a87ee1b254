import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Finding {
  kind: 'no-user-id' | 'nullable-user-id' | 'primary-key' | 'unique' | 'foreign-key' | 'trigger';
  table: string;
  name: string | null;
  message: string;
}
interface Result {
  tables: { name: string; kind: 'distributed' | 'reference' | 'local'; key: string | null }[];
  findings: Finding[];
}
interface ScratchDatabase {
  close(): Promise<void>;
}
interface ScalingCheck {
  openScratchDatabase(): Promise<ScratchDatabase>;
  checkSchema(
    migrations: (string | { name: string; sql: string })[],
    options?: { db?: ScratchDatabase },
  ): Promise<Result>;
  readMigrations(): { name: string; sql: string }[];
  formatReport(result: Result, migrations?: { name: string }[]): string;
}

// The script is plain JavaScript with no declaration file, so it is imported by URL and typed here.
const check = (await import(
  /* @vite-ignore */ new URL('./scaling-check.mjs', import.meta.url).href
)) as ScalingCheck;

// One in-memory database for every check here: starting PGlite is most of the cost (seconds).
let db: ScratchDatabase;
beforeAll(async () => {
  db = await check.openScratchDatabase();
}, 30_000);
afterAll(() => db.close());

const has = (findings: Finding[], kind: Finding['kind'], table: string, name: string | null) =>
  findings.some((f) => f.kind === kind && f.table === table && f.name === name);

describe('scaling check against the real migrations', () => {
  let result: Result;
  beforeAll(async () => {
    result = await check.checkSchema(check.readMigrations(), { db });
  }, 30_000);

  it('classifies the tables', () => {
    const kindOf = (name: string) => result.tables.find((t) => t.name === name)?.kind;
    expect(kindOf('stickers')).toBe('distributed');
    expect(kindOf('users')).toBe('distributed');
    expect(result.tables.find((t) => t.name === 'users')?.key).toBe('id');
    // swaps has no user_id, but points at users and collections, so it is user-owned.
    expect(kindOf('swaps')).toBe('distributed');
    expect(kindOf('collection_templates')).toBe('reference');
    expect(kindOf('facebook_groups')).toBe('reference');
    expect(kindOf('rate_limits')).toBe('local');
    expect(kindOf('stripe_events')).toBe('local');
  });

  it('reports every trigger on stickers', () => {
    const triggers = result.findings.filter((f) => f.kind === 'trigger').map((f) => f.name);
    expect(triggers).toEqual(
      expect.arrayContaining([
        'stickers_match_bits_insert',
        'stickers_match_bits_update',
        'stickers_match_bits_delete',
      ]),
    );
  });

  it('reports keys that cannot be enforced per shard', () => {
    const f = result.findings;
    expect(has(f, 'primary-key', 'sessions', 'sessions_pkey')).toBe(true);
    expect(has(f, 'primary-key', 'stickers', 'stickers_pkey')).toBe(true);
    expect(has(f, 'primary-key', 'collections', 'collections_pkey')).toBe(true);
    expect(has(f, 'unique', 'users', 'users_username_lower_uq')).toBe(true);
    expect(has(f, 'unique', 'payments', 'payments_checkout_session_id_unique')).toBe(true);
    expect(has(f, 'no-user-id', 'swaps', 'user_id')).toBe(true);
    expect(has(f, 'nullable-user-id', 'payments', 'user_id')).toBe(true);
    // users is distributed by its own id, so its primary key is fine.
    expect(has(f, 'primary-key', 'users', 'users_pkey')).toBe(false);
  });

  it('reports foreign keys that cross shards', () => {
    const f = result.findings;
    expect(has(f, 'foreign-key', 'swaps', 'swaps_partner_collection_id_collections_id_fk')).toBe(
      true,
    );
    expect(
      has(f, 'foreign-key', 'collection_templates', 'collection_templates_created_by_users_id_fk'),
    ).toBe(true);
    // Co-located (on user_id) and towards a reference table are both fine.
    expect(has(f, 'foreign-key', 'sessions', 'sessions_user_id_users_id_fk')).toBe(false);
    expect(
      has(f, 'foreign-key', 'collections', 'collections_template_id_collection_templates_id_fk'),
    ).toBe(false);
  });

  it('ends the report with the number of findings', () => {
    const report = check.formatReport(result);
    expect(report.split('\n').at(-1)).toBe(`${result.findings.length} findings`);
    expect(report).toContain('trigger stickers_match_bits_insert on stickers');
  });
});

describe('scaling check against small schemas', () => {
  it('finds nothing in a schema that follows the rules', async () => {
    const result = await check.checkSchema(
      [
        `create table users (id serial primary key, username text not null)`,
        `create table collection_templates (id serial primary key, title text not null unique)`,
        `create table collections (
         user_id integer not null references users(id) on delete cascade,
         id bigserial, template_id integer not null references collection_templates(id),
         primary key (user_id, id))`,
        `create table stickers (
         user_id integer not null, collection_id bigint not null, id bigserial,
         position integer not null,
         primary key (user_id, id), unique (user_id, collection_id, position),
         foreign key (user_id, collection_id) references collections(user_id, id) on delete cascade)`,
        `create table rate_limits (key text primary key, hits integer not null)`,
      ],
      { db },
    );
    expect(result.findings).toEqual([]);
    expect(result.tables.map((t) => [t.name, t.kind])).toEqual([
      ['collection_templates', 'reference'],
      ['collections', 'distributed'],
      ['rate_limits', 'local'],
      ['stickers', 'distributed'],
      ['users', 'distributed'],
    ]);
  });

  it('finds each kind of problem once', async () => {
    const result = await check.checkSchema(
      [
        `create table users (id serial primary key, email text not null)`,
        `create unique index users_email_uq on users (lower(email))`,
        `create table collection_templates (id serial primary key,
         created_by integer references users(id))`,
        `create table notes (id serial primary key, user_id integer)`,
        `create table likes (user_id integer not null, note_id integer not null references notes(id),
         primary key (user_id, note_id))`,
        `create function nothing() returns trigger language plpgsql as $$ begin return null; end $$`,
        `create trigger likes_nothing after insert on likes for each statement execute function nothing()`,
      ],
      { db },
    );
    expect(result.findings.map((f) => [f.kind, f.table])).toEqual([
      ['nullable-user-id', 'notes'],
      ['primary-key', 'notes'],
      ['unique', 'users'],
      ['foreign-key', 'collection_templates'],
      ['foreign-key', 'likes'],
      ['trigger', 'likes'],
    ]);
  });
});
