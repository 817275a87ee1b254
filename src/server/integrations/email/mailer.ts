import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
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

/** Real delivery through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}

/** Where a person running Swapsies locally reads the outbox's links: a terminal, if any. */
export interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
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
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger?.info({ event: 'email.outbox', file }, 'email written to the outbox');
      if (!terminal.isTTY) return;
      const links = email.text.match(/https?:\/\/\S+/g) ?? [];
      for (const link of links) terminal.write(`Outbox: ${email.subject}: ${link}\n`);
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
