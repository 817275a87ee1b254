import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The first message per field, in the schema's field order (what the server would answer too). */
function firstErrorPerField<Values>(error: z.ZodError): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<Values>;
}

/**
 * Form state checked with the same domain schema the server uses. Errors appear on the first
 * submit, then follow every keystroke, so a fixed field clears at once.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  initialValues: z.input<Schema>,
) {
  type Values = z.input<Schema>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  function check(next: Values) {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : firstErrorPerField<Values>(result.error));
    return result;
  }

  function setValue<Field extends keyof Values>(field: Field, value: Values[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSubmitted) check(next);
  }

  function handleSubmit(onValid: (data: z.output<Schema>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      const result = check(values);
      if (result.success) {
        onValid(result.data);
        return;
      }
      // Take the keyboard (and a screen reader) straight to the first field to fix.
      const [firstField] = Object.keys(firstErrorPerField<Values>(result.error));
      const element = firstField ? event.currentTarget.elements.namedItem(firstField) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /** The props a text field needs for one form field: its name, value, setter and error. */
  function textField<Field extends keyof Values & string>(field: Field) {
    return {
      name: field,
      value: String(values[field] ?? ''),
      onValueChange: (value: string) => setValue(field, value as Values[Field]),
      error: errors[field],
    };
  }

  return { values, errors, setValue, handleSubmit, textField };
}
