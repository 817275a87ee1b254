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

/**
 * With no SMTP server configured, each email is written to `outbox/` as a .eml file and its
 * links printed in the log, so a person running Swapsies locally can still reset a password.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger?: Logger): Mailer {
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
      const links = email.text.match(/https?:\/\/\S+/g) ?? [];
      logger?.info({ to: email.to, file, links }, `email "${email.subject}" written to the outbox`);
      for (const link of links) console.log(`[outbox] ${email.subject} for ${email.to}: ${link}`);
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox in DATA_DIR (decisions.md). */
export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  logger?: Logger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
