import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

export { freePort };

/** Every child this bench started and has not seen exit, so an interrupted run can stop them. */
const running = new Set();

/** Sends SIGTERM to every child still running (on Ctrl-C or when the bench gives up). */
export function stopAllProcesses() {
  for (const child of running) child.kill('SIGTERM');
}

/** Polls `url` until it answers 2xx, the process exits, or `timeoutMs` passes. */
export async function waitUntilReady(child, url, output, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited early:\n${output()}`);
    try {
      const response = await globalThis.fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts a Node script as a child on 127.0.0.1 and waits for its readiness URL. Returns its pid,
 * its output so far, and `stop()`, which sends SIGTERM and waits (bounded) for it to exit.
 */
export async function startProcess({ script, env, readyPath, port, nodeArgs = [] }) {
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const memory = [];
  const keep = (chunk) => {
    const text = String(chunk);
    for (const match of text.matchAll(/^BENCH_MEMORY (\{.*\})$/gm))
      memory.push(JSON.parse(match[1]));
    log = (log + text).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // BENCH_READY_MS: more than a minute for a server to start, on a machine shared with other work.
  const timeoutMs = Number(process.env.BENCH_READY_MS) || 60_000;
  await waitUntilReady(child, `${url}${readyPath}`, () => log, timeoutMs);
  return {
    url,
    pid: child.pid,
    output: () => log,
    memoryLines: () => memory,
    stop: () => stopChild(child),
  };
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built Swapsies server (dist/server/main.js) the way production does, with either a
 * PGlite data directory or a PostgreSQL URL, on `port` (from freePort(); kept across restarts so
 * APP_URL, the allowed Origin, stays the same).
 */
export async function startAppServer({ dataDir, databaseUrl }, port, build, extraEnv = {}) {
  const appUrl = `http://127.0.0.1:${port}`;
  return startProcess({
    script: build.serverScript,
    nodeArgs: ['--require', MEMORY_PROBE],
    port,
    readyPath: '/readyz',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: appUrl,
      LOG_LEVEL: 'warn',
      STATIC_DIR: build.staticDir,
      SMTP_URL: '',
      REDIS_URL: '',
      // The load comes from one address standing in for many collectors: no per-address limit.
      PUBLIC_READS_PER_MINUTE: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir }),
      ...extraEnv,
    },
  });
}

const MEMORY_PROBE = fileURLToPath(new URL('./memory-probe.cjs', import.meta.url));

/**
 * The app server's own memory figures in MB (rss, heapUsed, heapTotal, external, arrayBuffers),
 * from the line memory-probe.cjs writes on SIGWINCH; undefined if none comes within 10 s.
 */
export async function readServerMemoryMb(server) {
  const before = server.memoryLines().length;
  process.kill(server.pid, 'SIGWINCH');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const raw = server.memoryLines()[before];
    if (raw) return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v / 1024 / 1024]));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** A live process's own resident set size in kB, from /proc/<pid>/status (Linux only). */
function ownRssKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb : undefined;
  } catch {
    return undefined;
  }
}

/** Every process's parent, from /proc/<pid>/stat (the field after the parenthesised name). */
function parentsByPid() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // exited while we looked
    }
  }
  return parents;
}

/** `pid` and every process descended from it. */
function processTree(pid) {
  const parents = parentsByPid();
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/**
 * The resident set size in MB of a live process AND its descendants (Linux only): the server
 * draws its share pictures in a child process (decision 042), whose memory is the server's too.
 * Undefined when the process itself is gone.
 */
export function readRssMb(pid) {
  const [own, ...children] = processTree(pid).map(ownRssKb);
  if (own === undefined) return undefined;
  return (own + children.reduce((sum, kb) => sum + (kb ?? 0), 0)) / 1024;
}
