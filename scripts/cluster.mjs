#!/usr/bin/env node
// `npm run cluster`: Swapsies past one machine, on the engines operators run (decision 036,
// README "Deploying at scale"): a PostgreSQL 15 primary and a streaming replica made with
// initdb and pg_basebackup in folders of this script's own, PgBouncer in transaction mode in
// front of the primary, the machine's Redis, two app instances (the built server) and HAProxy in
// front of them, checking each on /readyz. Everything listens on 127.0.0.1 on ports of its own,
// never the machine's PostgreSQL on 5432. Ctrl-C, or `npm run cluster -- stop` from another
// terminal, stops everything it started and removes its folders.
//
// The fault suite starts the same cluster through `startCluster({ netns: true })`
// (faults/cluster.faults.ts): there each of these is a host of its own, in a network namespace on
// one bridge, with a Redis of the cluster's own, so a test can stop a host or pull its cable.

import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';

/* global fetch */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
export const HAPROXY = process.env.HAPROXY || '/usr/sbin/haproxy';
export const PGBOUNCER = process.env.PGBOUNCER || '/usr/sbin/pgbouncer';
export const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';
const STATE_DIR = path.join(tmpdir(), 'swapsies-cluster');
const STATE_FILE = path.join(STATE_DIR, 'state.json');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRoot = process.getuid?.() === 0;

/** Why the cluster cannot run on this machine, or undefined when it can. */
export function missingForCluster() {
  for (const binary of [
    path.join(PG_BIN, 'initdb'),
    path.join(PG_BIN, 'pg_basebackup'),
    HAPROXY,
    PGBOUNCER,
  ]) {
    if (!existsSync(binary)) return `${binary} is not installed`;
  }
  if (isRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'there is no postgres user to run PostgreSQL as';
    }
  }
  return undefined;
}

export { freePort };

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function asPostgres(binary, args) {
  const file = path.join(PG_BIN, binary);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

function runPostgresTool(binary, args) {
  const [file, fileArgs] = asPostgres(binary, args);
  return execFileSync(file, fileArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A TCP relay in front of a server that a test can cut like a network: `refuse` closes every
 * connection and refuses new ones (a stopped host), `blackhole` keeps them open but passes
 * nothing either way (a cable pulled: nobody answers, nobody says no), `open` relays again.
 */
export async function startRelay(targetPort, port = 0) {
  let mode = 'open';
  const sockets = new Set();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') return;
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    set(next) {
      mode = next;
      if (next === 'open') return;
      for (const socket of sockets) {
        if (next === 'refuse') socket.destroy();
        // A pulled cable: data in flight goes nowhere.
        else socket.pause();
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Starts a long-running child with its output kept (the last 20,000 characters). */
function startChild(file, args, options = {}) {
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const killAtExit = () => child.kill('SIGKILL');
  process.once('exit', killAtExit);
  child.once('exit', () => process.off('exit', killAtExit));
  let log = '';
  const keep = (chunk) => {
    log = (log + String(chunk)).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    pid: child.pid,
    output: () => log,
    exited,
    isRunning,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (isRunning()) child.kill(signal);
      await Promise.race([exited, sleep(graceMs).then(() => isRunning() && child.kill('SIGKILL'))]);
      await exited;
    },
  };
}

async function waitFor(what, check, timeoutMs, output = () => '') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${what}: ${String(error)}\n${output()}`, { cause: error });
      }
    }
    if (Date.now() > deadline) throw new Error(`${what}: timed out\n${output()}`);
    await sleep(100);
  }
}

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Where a host is reached: its address on the cluster's network, or loopback without one. */
const addressOf = (host) => host?.address ?? '127.0.0.1';
/** Runs `file` on `host` (in its namespace) when there is one. */
const onHost = (host, file, args) => (host ? host.command(file, args) : [file, args]);
const pgUrl = (port, database = 'swapsies', host = undefined) =>
  `postgres://postgres@${addressOf(host)}:${port}/${database}`;

/** A PostgreSQL server of the cluster: its folder, port and pg_ctl. */
function postgresServer(name, dataDir, port, logFile, host) {
  const startArgs = ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'];
  return {
    name,
    port,
    url: pgUrl(port, 'swapsies', host),
    // On its host when it has one: it listens there, and the replica streams from the primary
    // across the cluster's network.
    start: () => {
      if (!host) return runPostgresTool('pg_ctl', startArgs);
      const [file, args] = host.command(...asPostgres('pg_ctl', startArgs));
      return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    },
    /** `fast` ends sessions and shuts down cleanly; `immediate` is a crash. */
    stop: (mode = 'fast') => {
      try {
        runPostgresTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      } catch {
        // Already stopped.
      }
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-20_000) : ''),
  };
}

/**
 * Starts the whole cluster in `dir` (a new temporary folder by default). `entry` is the server
 * the instances run: `built` (dist/server/main.js, what the CLI runs) or `source` (through tsx,
 * what the fault suite runs). `netns` runs each host (the primary, the replica, PgBouncer, a Redis
 * of the cluster's own, each instance, HAProxy) in a network namespace of its own on one bridge,
 * so a test can pull any host's cable (root and `ip` needed); without it everything listens on
 * 127.0.0.1 and the machine's Redis is used under a prefix of the run's own. `replicaRelay` puts
 * a cuttable relay between the instances and the replica instead, where namespaces are not
 * available. `serverScript` is the built server to run (dist/server/main.js by default). Anything
 * started is stopped again if a later step fails.
 */
export async function startCluster(options = {}) {
  const missing = missingForCluster();
  if (missing) throw new Error(`cannot start the cluster: ${missing}`);
  const { instances: instanceCount = 2, entry = 'built', log = () => {}, appEnv = {} } = options;
  // The bench runs its own copy of the build (bench/build.mjs).
  const serverScript = options.serverScript ?? path.join(ROOT, 'dist/server/main.js');
  if (entry === 'built' && !existsSync(serverScript)) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'swapsies-cluster-'));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const tag = path
    .basename(dir)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-12);
  const stops = [];
  // A runner that dies (a failed test run, a second Ctrl-C) leaves no PostgreSQL behind: pg_ctl
  // daemonises it, so it would outlive us. Children of ours are killed by their own handlers.
  const onExit = () => {
    for (const dataDir of [path.join(dir, 'replica'), path.join(dir, 'primary')]) {
      try {
        runPostgresTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // Not running.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  stops.push(() => process.off('exit', onExit));
  const stopAll = async () => {
    while (stops.length > 0) {
      const stop = stops.pop();
      await Promise.resolve()
        .then(stop)
        .catch(() => {});
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [primaryPort, replicaPort, bouncerPort, haproxyPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const appPorts = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));

    // With `netns`, each host is a network namespace of its own on one bridge, so the fault suite
    // can stop any of them or pull its cable (decision 036).
    const network = options.netns
      ? createNetwork(tag, [
          'primary',
          'replica',
          'pgbouncer',
          'redis',
          ...appPorts.map((_, index) => `app${index + 1}`),
          'haproxy',
        ])
      : undefined;
    if (network) stops.push(() => network.remove());
    const host = (name) => network?.hosts[name];

    // The primary: its own folder, port and socket directory; connections and replication from
    // 127.0.0.1 or the cluster's network only.
    const primaryDir = path.join(dir, 'primary');
    const replicaDir = path.join(dir, 'replica');
    for (const folder of [primaryDir, replicaDir]) mkdirSync(folder, { mode: 0o700 });
    if (isRoot) for (const folder of [dir, primaryDir, replicaDir]) chownPostgres(folder);
    log('initdb: the primary');
    runPostgresTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    writeFileSync(
      path.join(primaryDir, 'postgresql.auto.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '${addressOf(host('primary'))}'`,
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'max_replication_slots = 4',
        'hot_standby = on',
        'max_connections = 100',
        // Replay pauses (the lag fault) must not cancel the replica's reads.
        'max_standby_streaming_delay = -1',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      ['127.0.0.1/32', network?.subnet]
        .filter(Boolean)
        .map((net) => `host all all ${net} trust\nhost replication all ${net} trust\n`)
        .join(''),
    );
    const primary = postgresServer(
      'primary',
      primaryDir,
      primaryPort,
      path.join(dir, 'primary.log'),
      host('primary'),
    );
    const replica = postgresServer(
      'replica',
      replicaDir,
      replicaPort,
      path.join(dir, 'replica.log'),
      host('replica'),
    );
    if (isRoot)
      for (const file of ['postgresql.auto.conf', 'pg_hba.conf'])
        chownPostgres(path.join(primaryDir, file));
    log(`PostgreSQL primary on ${addressOf(host('primary'))}:${primaryPort}`);
    primary.start();
    stops.push(() => primary.stop('fast'));
    await query(pgUrl(primaryPort, 'postgres', host('primary')), 'create database swapsies');

    // The replica: a base backup of the primary that streams from it through a slot of its own.
    log('pg_basebackup: the replica');
    rmSync(replicaDir, { recursive: true, force: true });
    runPostgresTool('pg_basebackup', [
      '-h',
      addressOf(host('primary')),
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-C',
      '-S',
      'swapsies_replica',
      // At once, not after a spread checkpoint (about 100 s on an idle primary).
      '-c',
      'fast',
    ]);
    const replicaConf = path.join(replicaDir, 'postgresql.auto.conf');
    writeFileSync(
      replicaConf,
      readFileSync(replicaConf, 'utf8')
        .replace(/^port = \d+$/m, `port = ${replicaPort}`)
        .replace(/^listen_addresses = .*$/m, `listen_addresses = '${addressOf(host('replica'))}'`),
    );
    if (isRoot) chownPostgres(replicaConf);
    log(`PostgreSQL replica on ${addressOf(host('replica'))}:${replicaPort}`);
    replica.start();
    stops.push(() => replica.stop('fast'));

    const relay = options.replicaRelay ? await startRelay(replicaPort) : undefined;
    if (relay) stops.push(() => relay.close());
    const replicaUrl = relay ? pgUrl(relay.port) : replica.url;

    // PgBouncer in transaction mode in front of the primary.
    const bouncerDir = path.join(dir, 'pgbouncer');
    mkdirSync(bouncerDir, { mode: 0o755 });
    writeFileSync(path.join(bouncerDir, 'userlist.txt'), '"postgres" ""\n', { mode: 0o644 });
    const bouncerIni = path.join(bouncerDir, 'pgbouncer.ini');
    writeFileSync(
      bouncerIni,
      [
        '[databases]',
        `swapsies = host=${addressOf(host('primary'))} port=${primaryPort}`,
        '[pgbouncer]',
        `listen_addr = ${addressOf(host('pgbouncer'))}`,
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(bouncerDir, 'userlist.txt')}`,
        'admin_users = postgres',
        'pool_mode = transaction',
        'default_pool_size = 20',
        'max_client_conn = 500',
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    const bouncer = {
      port: bouncerPort,
      process: undefined,
      async start() {
        this.process = startChild(
          ...onHost(host('pgbouncer'), PGBOUNCER, [
            ...(isRoot ? ['-u', 'postgres'] : []),
            bouncerIni,
          ]),
        );
        const started = this.process;
        await waitFor(
          'PgBouncer did not accept connections',
          async () => (
            await query(pgUrl(bouncerPort, 'pgbouncer', host('pgbouncer')), 'SHOW VERSION'),
            true
          ),
          15_000,
          () => started.output(),
        );
      },
      /** SIGTERM: PgBouncer's immediate shutdown, every client connection dropped. */
      stop() {
        return this.process?.stop('SIGTERM');
      },
    };
    log(`PgBouncer (transaction mode) on ${addressOf(host('pgbouncer'))}:${bouncerPort}`);
    await bouncer.start();
    stops.push(() => bouncer.stop());

    // Redis: on a host of its own, a server of the cluster's own (nothing saved to disk); on
    // loopback, the one REDIS_URL names, else the machine's under a prefix of the run's own, else
    // (a fresh machine where redis-server is installed but not running as a service) one of its own.
    let redisUrl = options.redisUrl || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    const machineRedis = new URL(redisUrl);
    const ownRedis =
      network ||
      (!options.redisUrl &&
        !process.env.REDIS_URL &&
        existsSync(REDIS_SERVER) &&
        !(await redisPing(machineRedis.hostname, Number(machineRedis.port || 6379)).catch(
          () => false,
        )));
    if (ownRedis) {
      const redisPort = await freePort();
      const redisHost = host('redis') ?? { address: '127.0.0.1' };
      const redisServer = startChild(
        ...onHost(host('redis'), REDIS_SERVER, [
          '--bind',
          redisHost.address,
          '--port',
          String(redisPort),
          '--save',
          '',
          '--appendonly',
          'no',
          '--protected-mode',
          'no',
          '--dir',
          dir,
        ]),
      );
      stops.push(() => redisServer.stop('SIGTERM', 5_000));
      await waitFor(
        'Redis did not answer',
        () => redisPing(redisHost.address, redisPort),
        15_000,
        () => redisServer.output(),
      );
      redisUrl = `redis://${redisHost.address}:${redisPort}`;
      log(`Redis on ${redisHost.address}:${redisPort}`);
    }

    const haproxyUrl = `http://${addressOf(host('haproxy'))}:${haproxyPort}`;
    const redisPrefix = `swapsies-cluster-${tag}-`;
    const instances = appPorts.map((port, index) => {
      const name = `app${index + 1}`;
      const address = addressOf(host(name));
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: address,
        PORT: String(port),
        APP_URL: haproxyUrl,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        DATABASE_URL: pgUrl(bouncerPort, 'swapsies', host('pgbouncer')),
        MIGRATION_DATABASE_URL: pgUrl(primaryPort, 'swapsies', host('primary')),
        DATABASE_PREPARED_STATEMENTS: 'false',
        DATABASE_REPLICA_URLS: replicaUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        ...(entry === 'source' ? { STATIC_DIR: '/nonexistent-static-dir' } : {}),
        ...appEnv,
      };
      const args = entry === 'source' ? ['--import', 'tsx', 'src/server/main.ts'] : [serverScript];
      return {
        name,
        port,
        address,
        url: `http://${address}:${port}`,
        process: undefined,
        async start() {
          this.process = startChild(...onHost(host(name), process.execPath, args), {
            cwd: ROOT,
            env,
          });
          const started = this.process;
          await waitFor(
            `${name} did not become ready`,
            async () => {
              if (!started.isRunning()) throw new Error(`${name} exited`);
              return (await fetch(`${this.url}/readyz`)).status === 200;
            },
            90_000,
            () => started.output(),
          );
        },
        kill9() {
          return this.process?.stop('SIGKILL', 0);
        },
        stop() {
          return this.process?.stop('SIGTERM', 15_000);
        },
      };
    });
    // One after the other: the first applies the migrations, the others find them applied.
    for (const instance of instances) {
      log(`${instance.name} on ${instance.address}:${instance.port}`);
      await instance.start();
      stops.push(() => instance.stop());
    }

    // HAProxy: round robin over the instances, each checked on /readyz every 500 ms and taken
    // out after 2 failures (about 1 s); a request whose connection is refused goes to another.
    const haproxyCfg = path.join(dir, 'haproxy.cfg');
    const statsSocket = path.join(dir, 'haproxy.sock');
    writeFileSync(
      haproxyCfg,
      [
        'global',
        `  stats socket ${statsSocket} mode 600 level admin`,
        '  maxconn 2000',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 60s',
        '  timeout server 60s',
        // A check slower than this fails: 2 s, so a busy machine does not take a live one out.
        '  timeout check 2s',
        '  retries 2',
        '  option redispatch',
        '  option forwardfor',
        'frontend swapsies',
        `  bind ${addressOf(host('haproxy'))}:${haproxyPort}`,
        '  default_backend app',
        'backend app',
        '  balance roundrobin',
        '  option httpchk GET /readyz',
        '  http-check expect status 200',
        '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
        ...instances.map(
          (instance) => `  server ${instance.name} ${instance.address}:${instance.port} check`,
        ),
        '',
      ].join('\n'),
    );
    log(`HAProxy on ${haproxyUrl}`);
    const haproxy = startChild(...onHost(host('haproxy'), HAPROXY, ['-f', haproxyCfg, '-db']));
    stops.push(() => haproxy.stop('SIGTERM', 5_000));
    await waitFor(
      'HAProxy did not pass requests',
      async () => (await fetch(`${haproxyUrl}/readyz`)).status === 200,
      15_000,
      () => haproxy.output(),
    );

    return {
      dir,
      url: haproxyUrl,
      primary,
      replica,
      replicaRelay: relay,
      /** Each host's namespace and address, when they have them: `cut()` and `restore()` its cable. */
      hosts: network?.hosts,
      redisUrl,
      bouncer,
      instances,
      haproxy,
      redisPrefix,
      /** Each server's state as HAProxy sees it: `UP`, `DOWN`, `UP 1/2`... */
      async backendStates() {
        const csv = await haproxyCommand(statsSocket, 'show stat');
        const states = {};
        for (const line of csv.split('\n')) {
          const cells = line.split(',');
          if (cells[0] === 'app' && cells[1] !== 'BACKEND') states[cells[1]] = cells[17];
        }
        return states;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Why the hosts cannot have network namespaces here (root, `ip`, redis-server), or undefined. */
export function netnsAvailable() {
  if (!isRoot) return 'not root';
  if (!existsSync(REDIS_SERVER)) return `${REDIS_SERVER} is not installed`;
  try {
    execFileSync('ip', ['netns', 'list'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'no `ip netns`';
  }
}

/** Whether Redis at `address:port` answers PING. */
export function redisPing(address, port) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, address);
    socket.setTimeout(1_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => {
      socket.destroy();
      resolve(String(chunk).startsWith('+PONG'));
    });
    socket.on('error', reject);
    socket.write('PING\r\n');
  });
}

const NETNS_PREFIX = 'swapsies-';

/**
 * Namespaces left by a runner that was killed outright (its exit handlers never ran): their names
 * carry its process id, so they are removed only when that process is gone, with anything still
 * running in them. Other runs' namespaces, live ones, are never touched.
 */
function removeAbandonedNetworks() {
  let names;
  try {
    names = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.split(' ')[0])
      .filter((name) => name?.startsWith(NETNS_PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const owner = Number(/^swapsies-(\d+)-/.exec(name)?.[1]);
    if (!owner) continue;
    try {
      process.kill(owner, 0);
      continue;
    } catch {
      // Its runner is gone.
    }
    try {
      const pids = execFileSync('ip', ['netns', 'pids', name], { encoding: 'utf8' }).split('\n');
      for (const pid of pids.filter(Boolean)) process.kill(Number(pid), 'SIGKILL');
      execFileSync('ip', ['netns', 'delete', name], { stdio: 'ignore' });
    } catch {
      // Removed by someone else meanwhile.
    }
  }
}

/**
 * One network for the cluster's hosts (decision 036): a namespace holding a bridge (the switch),
 * a namespace per host joined to it by a veth pair (its cable), and a veth pair from this
 * namespace so the runner reaches every host, as a client on the same network would. Addresses
 * are 10.231.N.x/24 with N unused on this machine; names carry this process's id and the run's
 * tag, so two runs never meet and an abandoned run's are found. The bridge lives in its own
 * namespace, so the machine's own firewall rules never see the cluster's traffic.
 * `cut(host)` takes the host's port on the switch down: packets to it vanish, as with a pulled
 * cable, and nobody answers or refuses.
 */
function createNetwork(tag, hostNames) {
  removeAbandonedNetworks();
  const ip = (...args) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const used = new Set(
    [
      ...execFileSync('ip', ['-o', '-4', 'addr'], { encoding: 'utf8' }).matchAll(
        /10\.231\.(\d+)\./g,
      ),
    ].map((match) => Number(match[1])),
  );
  const free = Array.from({ length: 250 }, (_, i) => i + 1).filter((n) => !used.has(n));
  if (free.length === 0) throw new Error('no free 10.231.N.0/24 network for the cluster');
  const n = free[Math.floor(Math.random() * free.length)];
  const prefix = `${NETNS_PREFIX}${process.pid}-${tag.slice(-8)}`;
  const lan = `${prefix}-lan`;
  const uplink = `sw${tag.slice(-8)}`;
  const created = [];
  const remove = () => {
    for (const netns of created.reverse()) {
      try {
        ip('netns', 'delete', netns);
      } catch {
        // Gone already.
      }
    }
    created.length = 0;
    try {
      // Namespaces go away in the background: this end could outlive them for a moment.
      ip('link', 'delete', uplink);
    } catch {
      // Went with the namespace.
    }
  };
  const hosts = {};
  try {
    ip('netns', 'add', lan);
    created.push(lan);
    ip('-n', lan, 'link', 'add', 'switch', 'type', 'bridge');
    ip('-n', lan, 'link', 'set', 'switch', 'up');
    ip('link', 'add', uplink, 'type', 'veth', 'peer', 'name', 'runner', 'netns', lan);
    ip('-n', lan, 'link', 'set', 'runner', 'master', 'switch');
    ip('-n', lan, 'link', 'set', 'runner', 'up');
    ip('addr', 'add', `10.231.${n}.1/24`, 'dev', uplink);
    ip('link', 'set', uplink, 'up');
    hostNames.forEach((name, index) => {
      const netns = `${prefix}-${name}`;
      const address = `10.231.${n}.${10 + index}`;
      ip('netns', 'add', netns);
      created.push(netns);
      ip('-n', lan, 'link', 'add', name, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', netns);
      ip('-n', lan, 'link', 'set', name, 'master', 'switch');
      ip('-n', lan, 'link', 'set', name, 'up');
      ip('-n', netns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
      ip('-n', netns, 'link', 'set', 'eth0', 'up');
      ip('-n', netns, 'link', 'set', 'lo', 'up');
      hosts[name] = {
        name,
        netns,
        address,
        /** A command run on this host: `ip netns exec` runs it in place, keeping its process id. */
        command: (file, args) => ['ip', ['netns', 'exec', netns, file, ...args]],
        cut: () => ip('-n', lan, 'link', 'set', name, 'down'),
        restore: () => ip('-n', lan, 'link', 'set', name, 'up'),
      };
    });
  } catch (error) {
    remove();
    throw error;
  }
  process.once('exit', remove);
  return {
    hosts,
    subnet: `10.231.${n}.0/24`,
    remove: () => {
      process.off('exit', remove);
      remove();
    },
  };
}

function chownPostgres(target) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(target, uid, gid);
}

/** One command on HAProxy's admin socket, its answer as text. */
function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

/** `npm run cluster -- stop`: ends the processes of a cluster started from another terminal. */
function stopRecorded() {
  if (!existsSync(STATE_FILE)) {
    console.log('No cluster is running (nothing recorded in', STATE_FILE + ')');
    return;
  }
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  try {
    process.kill(state.pid, 'SIGTERM');
    console.log(`Asked the cluster (process ${state.pid}) to stop; it removes its folders.`);
  } catch {
    // Its runner died: stop what it left, by the ids it recorded.
    for (const pid of state.children) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    for (const dataDir of state.dataDirs) {
      try {
        runPostgresTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Stopped already.
      }
    }
    rmSync(state.dir, { recursive: true, force: true });
    rmSync(STATE_FILE, { force: true });
    console.log('Stopped what the cluster had left running.');
  }
}

async function main() {
  const command = process.argv[2] ?? 'start';
  if (command === 'stop') return stopRecorded();
  if (command !== 'start') {
    console.error('usage: npm run cluster [-- start | stop]');
    process.exit(2);
  }
  if (existsSync(STATE_FILE)) {
    console.error(
      `A cluster is already running (${STATE_FILE}); stop it with: npm run cluster -- stop`,
    );
    process.exit(1);
  }
  mkdirSync(STATE_DIR, { recursive: true });
  const dir = mkdtempSync(path.join(STATE_DIR, 'run-'));
  let cluster;
  try {
    cluster = await startCluster({ dir, log: (line) => console.log(`  ${line}`) });
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
  writeFileSync(
    STATE_FILE,
    JSON.stringify({
      pid: process.pid,
      dir,
      children: [
        cluster.haproxy.pid,
        cluster.bouncer.process.pid,
        ...cluster.instances.map((i) => i.process.pid),
      ],
      dataDirs: [path.join(dir, 'replica'), path.join(dir, 'primary')],
    }),
  );
  console.log(`\nSwapsies cluster is running at ${cluster.url}`);
  console.log(`  primary  ${cluster.primary.url}`);
  console.log(`  replica  ${cluster.replica.url}`);
  console.log(`  Ctrl-C (or npm run cluster -- stop) stops everything and removes ${dir}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await cluster.stop();
    rmSync(STATE_FILE, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
