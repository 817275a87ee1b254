import { useId, useState } from 'react';
import { MAX_TOTAL_STICKERS } from '../../../../domain/collection/schemas';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { NewTemplateDraft } from '../new-template-draft';

interface NewTemplateFieldsProps {
  draft: NewTemplateDraft;
  errors: Partial<Record<keyof NewTemplateDraft, string>>;
  onChange: (draft: NewTemplateDraft) => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/**
 * spec §5: a non-blank name and 1 to 10,000 stickers (default 397). The total's messages show
 * as it is typed; the name's once the field has been used, so an empty form is not red.
 */
export function NewTemplateFields({ draft, errors, onChange }: NewTemplateFieldsProps) {
  const id = useId();
  const [isTitleTouched, setIsTitleTouched] = useState(false);
  const titleError = isTitleTouched ? errors.title : undefined;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Template name</Label>
        <Input
          id={`${id}-title`}
          value={draft.title}
          onChange={(event) => {
            setIsTitleTouched(true);
            onChange({ ...draft, title: event.target.value });
          }}
          onBlur={() => setIsTitleTouched(true)}
          placeholder="e.g. Premier League 2025"
          autoComplete="off"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
        />
        <FieldError id={`${id}-title-error`} message={titleError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-total`}>Total stickers</Label>
        <Input
          id={`${id}-total`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TOTAL_STICKERS}
          step={1}
          value={draft.totalStickers}
          onChange={(event) => onChange({ ...draft, totalStickers: event.target.value })}
          aria-invalid={errors.totalStickers ? true : undefined}
          aria-describedby={`${id}-total-${errors.totalStickers ? 'error' : 'hint'}`}
          className="max-w-40"
        />
        {errors.totalStickers ? (
          <FieldError id={`${id}-total-error`} message={errors.totalStickers} />
        ) : (
          <p id={`${id}-total-hint`} className="text-xs text-muted-foreground">
            The number of stickers in the album, from 1 to 10,000. We’ll number them 1 to{' '}
            {Number(draft.totalStickers).toLocaleString('en-GB')}.
          </p>
        )}
      </div>
    </div>
  );
}
