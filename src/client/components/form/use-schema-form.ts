import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { sayFieldRefusal } from '../../../domain/text';
import type { Words } from '../../../domain/words';
import { errorMessage } from '../../lib/api-client';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The first message per field, in the schema's field order (what the server would answer too);
 * {} when the values pass.
 */
export function schemaErrors<Schema extends FormSchema>(
  schema: Schema,
  values: z.input<Schema>,
): FieldErrors<z.input<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const issues = firstIssuePerField(result.error);
  return Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, issue.message]),
  ) as FieldErrors<z.input<Schema>>;
}

/**
 * A form's schema, classic zod's or `zod/mini`'s (the domain's schemas the dashboard loads at
 * first paint are mini, decision 024): both check with the same core and read with `safeParse`.
 */
type FormSchema<Values = unknown> = z.core.$ZodType<unknown, Values> & {
  safeParse: (
    data: unknown,
  ) => { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
};

type Issue = z.core.$ZodIssue;

function firstIssuePerField(error: z.core.$ZodError): Record<string, Issue> {
  const issues: Record<string, Issue> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && !(field in issues)) issues[field] = issue;
  }
  return issues;
}

/**
 * A schema's message in the active language (decision 038): the domain's English is its id in
 * the `domain` catalog; a refusal with values carries its words (`params.words`); a stored-text
 * refusal names its field, whose label is translated too.
 */
export function sayIssue(i18n: I18n, issue: Issue): string {
  const words = (issue as { params?: { words?: Words } }).params?.words;
  if (words) return i18n._(words);
  const { message } = issue;
  if (message in i18n.messages) return i18n._(message);
  return sayFieldRefusal(message, (said) => i18n._(said)) ?? i18n._(message);
}

/** What a TextField or TextAreaField takes from the form for one field (`form.textField(…)`). */
export interface TextFieldBinding {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Marks the field as used when it is left (for `checkFrom: 'use'`). */
  onBlur: () => void;
  error: string | undefined;
}

interface SchemaFormOptions<Values> {
  /**
   * Which field a failed request is about, decided on the server's status or code (it names no
   * field), so the message shows under that field; undefined for one about the whole form.
   * `values` are those that were sent.
   */
  fieldOfError?: (error: unknown, values: Values) => keyof Values | undefined;
  /**
   * When a field's messages start to show: `'submit'` (the default) from the first submit on;
   * `'use'` as soon as that field has been changed or left, before any submit — for a form
   * that answers as it is typed and only enables its button once it passes (Create Collection's
   * new template). From the first submit on, every field's message shows either way.
   */
  checkFrom?: 'submit' | 'use';
}

/**
 * The one way to hold a form: its values checked with the domain schema the server uses (once per
 * change), messages that follow every keystroke once they show (so a fixed field clears at once),
 * and a server refusal shown on the field it is about or, failing that, above the buttons.
 * Example: `useSchemaForm(loginSchema, { username: '', password: '' })`, then
 * `<TextField {...form.textField('username')} … />` and `onSubmit={form.handleSubmit(send)}`.
 */
export function useSchemaForm<Schema extends FormSchema<Record<string, unknown>>>(
  schema: Schema,
  initialValues: z.input<Schema>,
  { fieldOfError, checkFrom = 'submit' }: SchemaFormOptions<z.input<Schema>> = {},
) {
  type Values = z.input<Schema>;
  const [values, setValues] = useState<Values>(initialValues);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [usedFields, setUsedFields] = useState<ReadonlySet<keyof Values>>(() => new Set());
  // A schema can be costly (pasted album codes run to 10,000 stickers): once per change.
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const schemaFieldErrors = useMemo(
    () =>
      (result.success ? {} : firstIssuePerField(result.error)) as Partial<
        Record<keyof Values, Issue>
      >,
    [result],
  );
  const shownSchemaErrors = isSubmitted
    ? schemaFieldErrors
    : checkFrom === 'use'
      ? pick(schemaFieldErrors, usedFields)
      : {};
  // The schema's messages shown in the active language (`sayIssue`). The server's come translated.
  const { i18n } = useLingui();
  const translatedSchemaErrors = Object.fromEntries(
    Object.entries(shownSchemaErrors).map(([field, issue]) => [
      field,
      sayIssue(i18n, issue as Issue),
    ]),
  ) as FieldErrors<Values>;
  // The schema's message first: a server refusal is about values that passed it.
  const errors: FieldErrors<Values> = { ...serverErrors, ...translatedSchemaErrors };

  function markUsed(field: keyof Values) {
    setUsedFields((used) => (used.has(field) ? used : new Set(used).add(field)));
  }

  function setValue<Field extends keyof Values>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    markUsed(field);
    setServerErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<Values>);
    setFormError(null);
  }

  function handleSubmit(onValid: (data: z.output<Schema>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      if (result.success) {
        onValid(result.data as z.output<Schema>);
        return;
      }
      // Take the keyboard (and a screen reader) straight to the first field to fix.
      const [firstField] = Object.keys(schemaFieldErrors);
      const element = firstField ? event.currentTarget.elements.namedItem(firstField) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /**
   * Shows a failed request: under its field when `fieldOfError` names one; otherwise with
   * `otherwise` when it is a function (e.g. a toast), or above the buttons (`formError`), with
   * `otherwise` as the words when the error has none.
   */
  function showServerError(error: unknown, otherwise?: string | ((error: unknown) => void)) {
    const field = fieldOfError?.(error, values);
    if (field !== undefined)
      setServerErrors({ [field]: errorMessage(error) } as FieldErrors<Values>);
    else if (typeof otherwise === 'function') otherwise(error);
    else setFormError(errorMessage(error, otherwise));
  }

  /** The props a text field (or text area) needs for one form field: name, value, setter, error. */
  function textField<Field extends keyof Values & string>(field: Field): TextFieldBinding {
    return {
      name: field,
      value: String(values[field] ?? ''),
      onValueChange: (value: string) => setValue(field, value as Values[Field]),
      onBlur: () => markUsed(field),
      error: errors[field],
    };
  }

  /** The props a CheckboxField needs for one true/false form field. */
  function checkboxField<Field extends keyof Values & string>(field: Field) {
    return {
      name: field,
      checked: values[field] === true,
      onCheckedChange: (checked: boolean) => setValue(field, checked as Values[Field]),
    };
  }

  /** Back to the first values, with no errors: a fresh form after a save. */
  function reset() {
    setValues(initialValues);
    setServerErrors({});
    setFormError(null);
    setIsSubmitted(false);
    setUsedFields(new Set());
  }

  return {
    values,
    errors,
    /** Whether the values pass the schema now, shown or not (e.g. to enable a button). */
    isValid: result.success,
    /** What the schema made of the values when they pass (e.g. a summary to show). */
    data: result.success ? (result.data as z.output<Schema>) : undefined,
    formError,
    setValue,
    setFormError,
    handleSubmit,
    showServerError,
    textField,
    checkboxField,
    reset,
  };
}

function pick<Values, Value>(
  errors: Partial<Record<keyof Values, Value>>,
  fields: ReadonlySet<keyof Values>,
) {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => fields.has(field as keyof Values)),
  ) as Partial<Record<keyof Values, Value>>;
}
