import { createServer } from 'node:net';

/** A port nobody listens on at 127.0.0.1 right now (the bench's servers and the cluster's). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
