import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of an app server that can hold back an answer: armed with
 * `holdNextAnswer()`, the next bytes the server sends are never passed on, and the promise
 * resolves as they arrive. The server has then finished the request (its transaction committed)
 * while the client still waits: killing the server at that moment is the crash whose answer
 * is lost for certain, not by luck of timing.
 */
export class AnswerRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private arrived: (() => void) | undefined;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async open() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      let holding = false;
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (!holding && this.arrived) {
          holding = true;
          const arrived = this.arrived;
          this.arrived = undefined;
          arrived();
        }
        if (!holding) client.write(chunk);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  /** Holds back whatever the server sends next, on any connection; resolves when it arrives. */
  holdNextAnswer(): Promise<void> {
    return new Promise((resolve) => {
      this.arrived = resolve;
    });
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    this.server = undefined;
  }
}
