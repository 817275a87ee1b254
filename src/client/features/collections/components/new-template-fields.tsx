import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useMemo } from 'react';
import { MAX_TOTAL_STICKERS } from '../../../../domain/collection/schemas';
import { TextField } from '../../../components/form/text-field';
import type { TextFieldBinding, useSchemaForm } from '../../../components/form/use-schema-form';
import { Label } from '../../../components/ui/label';
import {
  describeAlbumCodes,
  type NewTemplateDraft,
  type newTemplateDraftSchema,
  type TemplateSizing,
} from '../new-template-draft';

/** The New template form: `useSchemaForm(newTemplateDraftSchema, emptyDraft, { checkFrom: 'use' })`. */
type NewTemplateForm = ReturnType<typeof useSchemaForm<typeof newTemplateDraftSchema>>;

interface NewTemplateFieldsProps {
  form: NewTemplateForm;
  /** Called after every change the collector makes to the fields. */
  onEdit: () => void;
}

const SIZINGS: { value: TemplateSizing; label: MessageDescriptor; example: string }[] = [
  { value: 'numbered', label: msg`Numbered 1 to N`, example: '1, 2, 3, 4 …' },
  { value: 'codes', label: msg`Codes as printed`, example: '00, FWC1, MEX12 …' },
];

const CODES_EXAMPLE = '00\nFWC1-FWC19\nMexico: MEX1-MEX20';

/**
 * A non-blank name, and the album's stickers: 1 to 10,000 numbered ones (default 397) or,
 * decisions 010, the codes printed in it, one line per section. Each field's message shows once it
 * has been changed or left, so the total answers as it is typed and an empty form is not red.
 */
export function NewTemplateFields({ form, onEdit }: NewTemplateFieldsProps) {
  const { i18n, _ } = useLinguiRuntime();
  const { t } = useLingui();
  const id = useId();
  const draft = form.values;
  const most = i18n.number(MAX_TOTAL_STICKERS);
  const last = i18n.number(Number(draft.totalStickers));
  const edit = <Field extends keyof NewTemplateDraft>(
    field: Field,
    value: NewTemplateDraft[Field],
  ) => {
    form.setValue(field, value);
    onEdit();
  };
  const bind = (field: 'title' | 'totalStickers' | 'codes'): TextFieldBinding => ({
    ...form.textField(field),
    onValueChange: (value) => edit(field, value),
  });

  return (
    <div className="grid gap-4">
      <TextField
        {...bind('title')}
        label={t`Template name`}
        placeholder={t`e.g. Premier League 2025`}
        autoComplete="off"
      />
      <div className="grid gap-2">
        <p id={`${id}-sizing`} className="text-sm font-medium leading-none">
          <Trans>Sticker numbers</Trans>
        </p>
        <RadioGroup.Root
          aria-labelledby={`${id}-sizing`}
          value={draft.sizing}
          onValueChange={(sizing) => edit('sizing', sizing as TemplateSizing)}
          className="grid gap-1 rounded-lg bg-muted p-1 min-[400px]:grid-cols-2"
        >
          {SIZINGS.map(({ value, label, example }) => (
            <RadioGroup.Item
              key={value}
              value={value}
              className="grid min-h-11 content-center rounded-md px-3 py-1.5 text-left text-muted-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm data-[state=checked]:ring-2 data-[state=checked]:ring-primary"
            >
              <span className="text-sm font-semibold">{_(label)}</span>
              <span className="text-xs font-normal text-muted-foreground">{example}</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      {draft.sizing === 'numbered' ? (
        <TextField
          {...bind('totalStickers')}
          label={t`Total stickers`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TOTAL_STICKERS}
          step={1}
          inputClassName="max-w-40"
          hint={t`The number of stickers in the album, from 1 to ${most}. We’ll number them 1 to ${last}.`}
        />
      ) : (
        <CodesField id={id} field={bind('codes')} />
      )}
    </div>
  );
}

/**
 * The codes box keeps its own markup: under it, a live reading of what was pasted (its sticker
 * count and sections), which the shared text fields do not have, and its hint stays with an error.
 */
function CodesField({ id, field }: { id: string; field: TextFieldBinding }) {
  const { i18n } = useLinguiRuntime();
  const { value, error } = field;
  const summary = useMemo(() => describeAlbumCodes(value, i18n), [value, i18n]);
  const describedBy = error ? `${id}-codes-error` : summary ? `${id}-codes-summary` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-codes`}>
        <Trans>Sticker codes</Trans>
      </Label>
      <p id={`${id}-codes-hint`} className="text-xs text-muted-foreground">
        <Trans>
          Paste the codes as the album prints them, ranges welcome. Start a line with a name and a
          colon to make it a section.
        </Trans>
      </p>
      <textarea
        id={`${id}-codes`}
        name={field.name}
        value={value}
        rows={5}
        onChange={(event) => field.onValueChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={CODES_EXAMPLE}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-codes-hint`, describedBy].filter(Boolean).join(' ')}
        className="w-full rounded-lg border border-input bg-card px-3 py-2 font-mono text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm"
      />
      {error ? (
        <p id={`${id}-codes-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        summary && (
          <p
            id={`${id}-codes-summary`}
            role="status"
            className="flex items-start gap-2 text-sm font-semibold text-foreground"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-owned" />
            {summary}
          </p>
        )
      )}
    </div>
  );
}
