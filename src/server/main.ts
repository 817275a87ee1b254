import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { seedShippedAlbums } from './features/catalogue/seed';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { chooseLogFormat, createLogger, readableDestination } from './logger';

/** The only file that starts a server: config, database, app, listen, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // JSON unless a person watches: then one readable line a request (decision 029).
  const readable = chooseLogFormat(config.logFormat, process.stdout.isTTY) === 'pretty';
  const logger = createLogger(
    config.logLevel,
    readable
      ? readableDestination(process.stdout, { color: process.stdout.hasColors?.() === true })
      : undefined,
  );

  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    const where = config.databaseUrl
      ? 'the PostgreSQL server in DATABASE_URL'
      : `the embedded database in ${config.dataDir}`;
    logger.fatal({ err: error }, `cannot open ${where}`);
    console.error(`Swapsies could not open ${where}: ${(error as Error).message}`);
    process.exit(1);
  }

  // The verified albums shipped with the app, added once (decision 021).
  await seedShippedAlbums(database.db, logger);
  const app = await buildApp({ config, database, logger });

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    // Stops accepting, lets in-flight requests finish (new ones get 503), then closes the database.
    await app.close();
    await app.waitForHandlers(10_000);
    await database.close();
  });

  // One line, and the first: the address to open is APP_URL (the one the app's links and its
  // request guard use), with the socket it listens on beside it.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) =>
      `Swapsies is running at ${config.appUrl} (listening on ${address}, database: ${database.driver})`,
  });
}

void main();
