/**
 * A person's words with values (decision 038): the English ICU message as its id, marked with a
 * leading `/*i18n*\/` comment so the extractor finds it, and the values of its `{placeholders}`,
 * e.g. `/*i18n*\/ { id: 'This circle is full ({max} members)', values: { max } }`. The side that
 * shows it translates it (the server's `translate`, the client's `_()`).
 */
export interface Words {
  id: string;
  values?: Record<string, string | number>;
}

/**
 * The English of `words` whose placeholders are plain `{name}`s (no plural, no quoting): what a
 * domain rule also returns as its `message`, so English readers need no catalog.
 */
export const englishOf = ({ id, values = {} }: Words): string =>
  id.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
