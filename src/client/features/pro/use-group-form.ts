import { useState, type FormEvent } from 'react';
import type { GroupInput } from '../../../domain/groups/schemas';
import { errorMessage } from '../../lib/api-client';
import {
  checkGroupForm,
  groupFieldOfError,
  toGroupInput,
  type GroupField,
  type GroupFormErrors,
  type GroupFormValues,
} from './group-form';

/**
 * A directory entry's form: checked with the domain schema the server uses (errors from the first
 * submit on, following each keystroke), and a server refusal shown on the field it is about.
 */
export function useGroupForm(initialValues: GroupFormValues) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);

  function setValue(field: GroupField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFormError(null);
    if (isSubmitted) setErrors(checkGroupForm(next));
  }

  function handleSubmit(onValid: (input: GroupInput) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      const found = checkGroupForm(values);
      setErrors(found);
      const [firstField] = Object.keys(found);
      if (!firstField) {
        onValid(toGroupInput(values));
        return;
      }
      // Take the keyboard (and a screen reader) straight to the first field to fix.
      const element = event.currentTarget.elements.namedItem(firstField);
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /** Shows a failed save: on its field when the message names one, above the buttons otherwise. */
  function showServerError(error: unknown) {
    const message = errorMessage(error);
    const field = groupFieldOfError(message);
    if (field) setErrors((current) => ({ ...current, [field]: message }));
    else setFormError(message);
  }

  return { values, errors, formError, setValue, handleSubmit, showServerError };
}
