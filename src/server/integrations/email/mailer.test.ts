import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/app';
import { createOutboxMailer } from './mailer';

const dir = mkdtempSync(path.join(tmpdir(), 'swapsies-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const email = {
  to: 'sam@example.com',
  subject: 'Reset your Swapsies password',
  text: 'Open http://localhost:3000/reset-password/secret-token-123 to choose a new one.',
  html: '<p>reset</p>',
};

describe('the outbox mailer (no SMTP)', () => {
  it('writes the email to a file and logs one JSON line without its links or address', async () => {
    const logs = captureLogs();
    const printed: string[] = [];
    const outbox = path.join(dir, 'quiet');
    const mailer = createOutboxMailer(outbox, 'Swapsies <no-reply@x>', logs.logger, {
      isTTY: false,
      write: (text) => printed.push(text),
    });
    await mailer.send(email);
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), 'utf8')).toContain('secret-token-123');
    expect(logs.lines).toEqual([
      expect.objectContaining({ event: 'email.outbox', file: path.join(outbox, file!) }),
    ]);
    expect(JSON.stringify(logs.lines)).not.toMatch(/secret-token-123|sam@example\.com/);
    expect(printed).toEqual([]);
  });

  it('prints the link for a person watching the server in a terminal', async () => {
    const logs = captureLogs();
    const printed: string[] = [];
    const mailer = createOutboxMailer(path.join(dir, 'terminal'), 'x@y', logs.logger, {
      isTTY: true,
      write: (text) => printed.push(text),
    });
    await mailer.send(email);
    // A block of its own, so the link stands out among the log lines around it (decision 029).
    const rule = '─'.repeat(55);
    expect(printed).toEqual([
      `┌${rule}\n` +
        '│ Email (outbox): Reset your Swapsies password\n' +
        '│ http://localhost:3000/reset-password/secret-token-123\n' +
        `└${rule}\n`,
    ]);
    expect(JSON.stringify(logs.lines)).not.toContain('secret-token-123');
  });
});
