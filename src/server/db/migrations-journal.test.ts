import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Drizzle's migrator runs only the migrations whose journal time ("when") is later than the last
// one the database applied: an entry whose time is not later than the one before it would be
// skipped for good on a database that had that one already. Helpers write migrations side by side
// and they are renumbered on merge, so the journal is checked here.
const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

describe('the migrations journal', () => {
  it('numbers its entries in order, each with a later time than the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0')), entry.tag).toBe(true);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it('has one SQL file and one snapshot per entry, and nothing else', () => {
    const sqlFiles = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    const snapshots = readdirSync(`${folder}meta`).filter((name) =>
      name.endsWith('_snapshot.json'),
    );
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    expect(snapshots.sort()).toEqual(
      journal.entries.map((entry) => `${entry.tag.slice(0, 4)}_snapshot.json`),
    );
  });
});
