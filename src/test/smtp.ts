import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) for the tests of the real mailer. Each
 * message is handed to `receive` as raw text; an error it returns (with an SMTP `responseCode`)
 * refuses that message instead. The answer waits for `receive` when it returns a promise.
 */
type Refusal = (Error & { responseCode: number }) | void;
export async function startSmtpServer(receive: (raw: string) => Refusal | Promise<Refusal>) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        void Promise.resolve(receive(raw)).then((refusal) => callback(refusal ?? undefined));
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    /** The app's `SMTP_URL` for this server. */
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
