import { useLingui } from '@lingui/react/macro';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import type { TextFieldBinding } from '../../../components/form/use-schema-form';
import type { GroupField } from '../group-form';

interface GroupFieldsProps {
  /** The form's binding of each field (useSchemaForm's `textField`). */
  field: (name: GroupField) => TextFieldBinding;
  disabled?: boolean;
}

/**
 * The four fields of a directory entry (docs/product.md "Sharing"): what a Pro
 * collector suggests and what an admin adds or edits.
 */
export function GroupFields({ field, disabled }: GroupFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <TextField {...field('name')} label={t`Group name`} autoComplete="off" disabled={disabled} />
      <TextAreaField
        {...field('description')}
        label={t`Description (optional)`}
        hint={t`What the group is about and who it is for.`}
        disabled={disabled}
      />
      <TextField
        {...field('link')}
        type="url"
        inputMode="url"
        label={t`Facebook link`}
        placeholder="https://www.facebook.com/groups/…"
        autoCapitalize="none"
        spellCheck={false}
        hint={t`The group’s address on Facebook, starting https://www.facebook.com/`}
        disabled={disabled}
      />
      <TextField
        {...field('keywords')}
        label={t`Album keywords`}
        autoComplete="off"
        hint={t`Words collectors would search for, e.g. world cup 2026 panini.`}
        disabled={disabled}
      />
    </div>
  );
}
