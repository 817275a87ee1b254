import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type * as Nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` (decision 018). */
  headers?: Record<string, string>;
  /**
   * A Message-ID the sender chooses, the same on every attempt, so a copy sent again after a
   * crash is recognisably the same email (decision 018). nodemailer makes one up when unset.
   */
  messageId?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * A nodemailer transport made on the first email: the library is loaded then, not at start-up,
 * which it slowed (decision 029).
 */
function lazyTransport(
  make: (nodemailer: Pick<typeof Nodemailer, 'createTransport'>) => Nodemailer.Transporter,
) {
  let transport: Promise<Nodemailer.Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer));
    return transport;
  };
}

/** Real delivery through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(email) {
      await (await transport()).sendMail({ from, ...email });
    },
  };
}

/** Where a person running Swapsies locally reads the outbox's links: a terminal, if any. */
export interface Terminal {
  isTTY?: boolean;
  /** Whether it shows colours (Node's `WriteStream.hasColors()`). */
  hasColors?(): boolean;
  write(text: string): unknown;
}

/**
 * An email's links as a block that stands out among the log lines (decision 029): a rule above
 * and below, the subject, and each link on a line of its own, bold when the terminal has colours.
 */
export function boxedLinks(subject: string, links: string[], color = false) {
  const bold = (text: string) => (color ? `\u001b[1m${text}\u001b[0m` : text);
  const rule = '─'.repeat(Math.min(78, Math.max(40, ...links.map((link) => link.length + 2))));
  return [
    `┌${rule}`,
    `│ Email (outbox): ${subject}`,
    ...links.map((link) => `│ ${bold(link)}`),
    `└${rule}`,
    '',
  ].join('\n');
}

/**
 * With no SMTP server configured, each email is written to `outbox/` as a .eml file (decision
 * 014). The JSON log says only that a file was written, never its links or address, so a token
 * cannot reach a log shipped elsewhere; when a person watches the server in a terminal, the
 * links are printed there, plainly, for them to open.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  logger?: Logger,
  terminal: Terminal = process.stderr,
): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(email) {
      const info = await (await transport()).sendMail({ from, ...email });
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger?.info({ event: 'email.outbox', file }, 'email written to the outbox');
      if (!terminal.isTTY) return;
      const links = email.text.match(/https?:\/\/\S+/g) ?? [];
      if (links.length === 0) return;
      terminal.write(boxedLinks(email.subject, links, terminal.hasColors?.() === true));
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox in DATA_DIR (decision 014). */
export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  logger?: Logger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
