// The throughput baseline (decision 009: list throughput near a bare Node server): a bare Node
// `http` server (no framework, no auth, no validation) answering
// GET /api/collections/:id/stickers with the same SQL, the same JSON and the same compression as
// Swapsies. Run by the bench as a child process:
//   BASELINE_PORT=... DATABASE_URL=postgres://...  node bench/baseline-server.mjs
//   BASELINE_PORT=... PGLITE_DATA_DIR=<DATA_DIR>   node bench/baseline-server.mjs
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// The same query as listStickersJson (src/server/features/stickers/data.ts): PostgreSQL builds
// the JSON body. The baseline has no per-version cache: it runs the query on every request.
const LIST_SQL = `
    select coalesce(json_agg(json_build_object(
      'id', id, 'number', number, 'collectionId', collection_id, 'owned', owned,
      'forTrade', for_trade, 'isPending', is_pending, 'pendingWith', pending_with,
      'isCompleted', is_completed, 'quantity', quantity, 'isNeeded', not owned,
      'promised', promised, 'retired', retired, 'keepSpares', keep_spares
    ) order by position), '[]')::text as body
    from "stickers" where collection_id = $1`;

// src/server/app.ts: @fastify/compress with br (quality 4) preferred, then gzip, from 1 KB.
const THRESHOLD = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
// @fastify/compress compresses bodies up to this size synchronously and streams bigger ones
// (its computeSyncThreshold: 64 KB divided by 8 per extra core, clamped to 4..64 KB).
const SYNC_THRESHOLD = Math.min(
  65536,
  Math.max(4096, 65536 >> (3 * (Math.min(availableParallelism(), 4) - 1))),
);

/** Opens the database the same way the app does and returns `query(sql, params)` → array rows. */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      query: async (text, values) => (await pool.query({ text, values, rowMode: 'array' })).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dataDir = process.env.PGLITE_DATA_DIR;
  if (!dataDir) throw new Error('set DATABASE_URL or PGLITE_DATA_DIR');
  const client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    query: async (text, values) => (await client.query(text, values, { rowMode: 'array' })).rows,
    close: () => client.close(),
  };
}

function send(req, res, status, body) {
  const buffer = Buffer.from(body);
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  if (!encoding || buffer.length < THRESHOLD) {
    res.writeHead(status, { ...headers, 'content-length': buffer.length }).end(buffer);
    return;
  }
  headers['content-encoding'] = encoding;
  headers.vary = 'accept-encoding';
  if (buffer.length <= SYNC_THRESHOLD) {
    const packed =
      encoding === 'br' ? zlib.brotliCompressSync(buffer, BROTLI) : zlib.gzipSync(buffer);
    res.writeHead(status, { ...headers, 'content-length': packed.length }).end(packed);
    return;
  }
  res.writeHead(status, headers);
  const stream = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
  stream.pipe(res);
  stream.end(buffer);
}

const db = await openDatabase();
const route = /^\/api\/collections\/(\d+)\/stickers$/;

const server = http.createServer(async (req, res) => {
  const pathname = (req.url ?? '/').split('?', 1)[0];
  if (pathname === '/healthz') return send(req, res, 200, '{"status":"ok"}');
  const match = req.method === 'GET' ? route.exec(pathname) : null;
  if (!match) return send(req, res, 404, '{"message":"Not found"}');
  try {
    const rows = await db.query(LIST_SQL, [Number(match[1])]);
    send(req, res, 200, rows[0][0]);
  } catch (error) {
    send(req, res, 500, JSON.stringify({ message: String(error) }));
  }
});
// Keep-alive like Fastify's default, so autocannon reuses its connections on both servers.
server.keepAliveTimeout = 72_000;

server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  db.close().finally(() => process.exit(0));
});
