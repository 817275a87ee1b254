import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { defaultLocale, locales, negotiateLocale, type Locale } from '../../domain/locale';
import { sayFieldRefusal } from '../../domain/text';

/**
 * The server's words in each language (decision 038): its own catalog (`server.po`: API errors,
 * emails, push, pictures) and the domain's (`domain.po`: the rules both sides state). Their
 * message ids are the English text itself, marked in the code with a leading `/*i18n*\/`
 * comment, so English needs no lookup and a missing translation reads as English.
 *
 * Read from `src/locales` when run from source, from `dist/server/locales` when built (the build
 * copies them there); parsed and compiled once per locale, at its first use.
 */
const localeDirs = [
  path.resolve(import.meta.dirname, 'locales'),
  path.resolve(import.meta.dirname, '../../locales'),
];
const localeDir = () => localeDirs.find((dir) => existsSync(dir)) ?? localeDirs[1]!;

function readMessages(locale: Locale, area: 'server' | 'domain'): Messages {
  const file = path.join(localeDir(), locale, `${area}.po`);
  const messages: Messages = {};
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    const translation = item.msgstr[0];
    if (!item.msgid || !translation) continue;
    messages[item.msgid] = compileMessage(translation);
  }
  return messages;
}

const byLocale = new Map<Locale, I18n>();

/** The i18n of `locale`: `i18nOf('de')._('Not found')` reads "Nicht gefunden". */
export function i18nOf(locale: Locale): I18n {
  let found = byLocale.get(locale);
  if (!found) {
    found = setupI18n();
    // A message no catalog holds (English, which needs none, or one not translated yet) is
    // compiled from its ICU text on first use, so its values are filled in.
    found.setMessagesCompiler(compileMessage);
    found.load(
      locale,
      locale === defaultLocale
        ? {}
        : { ...readMessages(locale, 'domain'), ...readMessages(locale, 'server') },
    );
    found.activate(locale);
    byLocale.set(locale, found);
  }
  return found;
}

/** `text` (English, a message id) in `locale`, with its ICU placeholders filled from `values`. */
export const translate = (locale: Locale, text: string, values?: Record<string, unknown>): string =>
  i18nOf(locale)._(text, values);

/**
 * `text` in `locale` when it is a message of the catalogs, else `text` as it is: for words that
 * may or may not be marked messages (a zod message, a stored answer), which are never compiled
 * as ICU unless they are known ones. `english` is what English reads (`text` with its values).
 * A field's stored-text refusal ("Trader name must be text") is said with its label translated.
 */
export function translateKnown(
  locale: Locale,
  text: string,
  values?: Record<string, unknown>,
  english = text,
): string {
  if (locale === defaultLocale) return english;
  const i18n = i18nOf(locale);
  if (text in i18n.messages) return i18n._(text, values);
  return (values ? undefined : sayFieldRefusal(text, sayIn(locale))) ?? english;
}

/** `translate` for one locale, as the domain's sentence builders take it (`Say`). */
export const sayIn =
  (locale: Locale) =>
  ({ id, values }: { id: string; values?: Record<string, unknown> }) =>
    translate(locale, id, values);

/** The language a request without an account asks for (its Accept-Language), else English. */
export const localeOfHeader = (acceptLanguage: string | undefined): Locale =>
  negotiateLocale(acceptLanguage) ?? defaultLocale;

export { locales };
