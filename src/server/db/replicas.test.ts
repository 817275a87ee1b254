import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import {
  isReplicaFailure,
  openReplica,
  replicaName,
  ReplicaSet,
  type ReplicaTarget,
} from './replicas';

// The set's judgement of replicas, with probes that answer as a test says (decision 036).

const handles = new Map<string, Database>();
const handle = (name: string) => {
  if (!handles.has(name)) handles.set(name, { name } as unknown as Database);
  return handles.get(name)!;
};

function target(name: string, probe: () => Promise<number>): ReplicaTarget {
  return { name, db: handle(name), probe, close: async () => {} };
}

const options = { maxLagMs: 1_000, probeEveryMs: 100 };

describe('ReplicaSet', () => {
  it('hands out only replicas within the lag bound, in turn', async () => {
    const set = new ReplicaSet(
      [target('a', async () => 0), target('b', async () => 5_000), target('c', async () => 900)],
      options,
    );
    await set.probeAll();
    const picked = [set.pick(), set.pick(), set.pick(), set.pick()];
    expect(new Set(picked)).toEqual(new Set([handle('a'), handle('c')]));
    expect(picked[0]).not.toBe(picked[1]);
    expect(set.statuses()).toEqual([
      { name: 'a', state: 'ready', lagMs: 0 },
      { name: 'b', state: 'lagging', lagMs: 5_000 },
      { name: 'c', state: 'ready', lagMs: 900 },
    ]);
  });

  it('hands out nothing before the first probe or when none is fit', async () => {
    const set = new ReplicaSet(
      [target('a', () => Promise.reject(new Error('connect ECONNREFUSED')))],
      options,
    );
    expect(set.pick()).toBeUndefined();
    expect(set.statuses()[0]!.state).toBe('starting');
    await set.probeAll();
    expect(set.pick()).toBeUndefined();
    expect(set.statuses()[0]).toEqual({ name: 'a', state: 'down', lagMs: null });
  });

  it('counts a replica that does not answer within a probe period as down, and stays so', async () => {
    let answer: ((lag: number) => void) | undefined;
    let isCutOff = true;
    const set = new ReplicaSet(
      [
        target('cut off', () =>
          isCutOff ? new Promise<number>((resolve) => (answer = resolve)) : Promise.resolve(0),
        ),
      ],
      options,
    );
    const started = Date.now();
    await set.probeAll();
    // Bounded by the probe period (100 ms), well within the 1 s the issue allows.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(set.statuses()[0]!.state).toBe('down');
    // The hanging probe is not stacked upon: the next one finds it still out and says down.
    await set.probeAll();
    expect(set.statuses()[0]!.state).toBe('down');
    // Its network back, the late answer clears the way and the next probe takes it back.
    isCutOff = false;
    answer!(0);
    await new Promise((resolve) => setImmediate(resolve));
    await set.probeAll();
    expect(set.statuses()[0]!.state).toBe('ready');
  });

  it('takes a replica back on its first good answer', async () => {
    let isDown = true;
    const set = new ReplicaSet(
      [target('a', async () => (isDown ? Promise.reject(new Error('down')) : 0))],
      options,
    );
    await set.probeAll();
    expect(set.pick()).toBeUndefined();
    isDown = false;
    await set.probeAll();
    expect(set.pick()).toBe(handle('a'));
  });

  it('names a replica without its credentials', () => {
    expect(replicaName('postgres://app:secret@10.0.0.5:5433/swapsies')).toBe(
      '10.0.0.5:5433/swapsies',
    );
  });

  it('answers a read from the primary when the replica refuses it, and reports the replica', async () => {
    const failures: string[] = [];
    const primary = {
      query: async () => ({ rows: [{ answer: 'primary' }], fields: [], rowCount: 1 }),
    } as unknown as pg.Pool;
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const replica = openReplica('postgres://nobody@127.0.0.1:1/swapsies', {
      poolMax: 1,
      connectTimeoutMs: 1_000,
      queryTimeoutMs: 1_000,
      primary,
      primaryLsn: async () => null,
      onFailure: (name) => failures.push(name),
    });
    try {
      const result = (await replica.db.execute(sql`select 'replica' as answer`)) as unknown as {
        rows: Array<{ answer: string }>;
      };
      expect(result.rows).toEqual([{ answer: 'primary' }]);
      expect(failures).toEqual(['127.0.0.1:1/swapsies']);
      // The probe is about the replica alone: it fails rather than asking the primary.
      await expect(replica.probe()).rejects.toThrow();
    } finally {
      await replica.close();
    }
  });

  it('tells a replica’s failure from a read’s own error', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    expect(isReplicaFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaFailure(withCode('57P01'))).toBe(true);
    expect(isReplicaFailure(withCode('08006'))).toBe(true);
    expect(isReplicaFailure(withCode('40001'))).toBe(true);
    expect(isReplicaFailure(withCode('42P01'))).toBe(false);
    expect(isReplicaFailure(withCode('22P02'))).toBe(false);
  });
});
