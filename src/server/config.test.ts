import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      isHttps: false,
      redisPrefix: 'swapsies-',
    });
  });

  it('names each bad variable and what is allowed', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        REDIS_PREFIX: 'two words',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.find((p) => p.startsWith('PORT '))).toMatch(/must be a port number .*"eighty"/);
    expect(problems.find((p) => p.startsWith('DATABASE_URL '))).toMatch(/postgres:\/\//);
    expect(problems.find((p) => p.startsWith('LOG_LEVEL '))).toMatch(/info/);
    expect(problems.find((p) => p.startsWith('TRUST_PROXY '))).toMatch(/true or false/);
    expect(problems.find((p) => p.startsWith('REDIS_PREFIX '))).toMatch(/letters, digits/);
  });

  it('bounds each cache family in megabytes, migrates on DATABASE_URL unless told otherwise', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({})).toMatchObject({
      cacheBytes: { lists: 96 * MB, public: 48 * MB, matches: 8 * MB },
      migrationDatabaseUrl: undefined,
      databasePreparedStatements: true,
    });
    const direct = 'postgres://db:5432/swapsies';
    expect(
      loadConfig({
        LIST_CACHE_MB: '0',
        PUBLIC_CACHE_MB: '1.5',
        MATCHES_CACHE_MB: '2',
        DATABASE_URL: 'postgres://pgbouncer:6432/swapsies',
        MIGRATION_DATABASE_URL: direct,
        DATABASE_PREPARED_STATEMENTS: 'false',
      }),
    ).toMatchObject({
      cacheBytes: { lists: 0, public: 1.5 * MB, matches: 2 * MB },
      migrationDatabaseUrl: direct,
      databasePreparedStatements: false,
    });
    expect(() => loadConfig({ MATCHES_CACHE_MB: '-1' })).toThrow(/MATCHES_CACHE_MB must be 0/);
  });

  it('reads the replicas and refuses settings that could show a collector a stale own change', () => {
    const primary = 'postgres://app@10.0.0.1/swapsies';
    expect(loadConfig({}).replicas.urls).toEqual([]);
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS:
        ' postgres://app@10.0.0.2/swapsies, postgresql://app@10.0.0.3/swapsies ',
    });
    expect(config.replicas).toEqual({
      urls: ['postgres://app@10.0.0.2/swapsies', 'postgresql://app@10.0.0.3/swapsies'],
      maxLagMs: 2_000,
      probeEveryMs: 500,
      afterWriteMs: 5_000,
    });
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'mysql://10.0.0.2/x' }),
    ).toThrow(/DATABASE_REPLICA_URLS must be PostgreSQL URLs/);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://10.0.0.2/x' })).toThrow(
      /DATABASE_REPLICA_URLS needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'postgres://10.0.0.2/x',
        DATABASE_REPLICA_MAX_LAG_MS: '4500',
      }),
    ).toThrow(/DATABASE_REPLICA_AFTER_WRITE_MS must be at least .* \(5500\)/);
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('derives the origin and https from APP_URL', () => {
    const config = loadConfig({ APP_URL: 'https://swapsies.example/' });
    expect(config).toMatchObject({
      appUrl: 'https://swapsies.example',
      appOrigin: 'https://swapsies.example',
      isHttps: true,
    });
  });

  it('reads the admin usernames case-insensitively', () => {
    expect(loadConfig({ ADMIN_USERNAMES: ' Alice, bob ,,' }).adminUsernames).toEqual([
      'alice',
      'bob',
    ]);
  });
});
