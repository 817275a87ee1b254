import { TextAreaField } from '../../account/components/text-area-field';
import { TextField } from '../../account/components/text-field';
import type { GroupField, GroupFormErrors, GroupFormValues } from '../group-form';

interface GroupFieldsProps {
  values: GroupFormValues;
  errors: GroupFormErrors;
  onChange: (field: GroupField, value: string) => void;
  disabled?: boolean;
}

/**
 * The four fields of a directory entry (docs/product.md "Sharing"): what a Pro
 * collector suggests and what an admin adds or edits.
 */
export function GroupFields({ values, errors, onChange, disabled }: GroupFieldsProps) {
  return (
    <div className="grid gap-4">
      <TextField
        name="name"
        label="Group name"
        autoComplete="off"
        value={values.name}
        onValueChange={(value) => onChange('name', value)}
        error={errors.name}
        disabled={disabled}
      />
      <TextAreaField
        name="description"
        label="Description (optional)"
        hint="What the group is about and who it is for."
        value={values.description}
        onValueChange={(value) => onChange('description', value)}
        error={errors.description}
        disabled={disabled}
      />
      <TextField
        name="link"
        type="url"
        inputMode="url"
        label="Facebook link"
        placeholder="https://www.facebook.com/groups/…"
        autoCapitalize="none"
        spellCheck={false}
        hint="The group’s address on Facebook, starting https://www.facebook.com/"
        value={values.link}
        onValueChange={(value) => onChange('link', value)}
        error={errors.link}
        disabled={disabled}
      />
      <TextField
        name="keywords"
        label="Album keywords"
        autoComplete="off"
        hint="Words collectors would search for, e.g. world cup 2026 panini."
        value={values.keywords}
        onValueChange={(value) => onChange('keywords', value)}
        error={errors.keywords}
        disabled={disabled}
      />
    </div>
  );
}
