import { CircleCheck } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { MAX_TOTAL_STICKERS } from '../../../../domain/collection/schemas';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  describeAlbumCodes,
  type DraftCheck,
  type NewTemplateDraft,
  type TemplateSizing,
} from '../new-template-draft';

type DraftErrors = Extract<DraftCheck, { ok: false }>['errors'];

interface NewTemplateFieldsProps {
  draft: NewTemplateDraft;
  errors: DraftErrors;
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

const SIZINGS: { value: TemplateSizing; label: string; example: string }[] = [
  { value: 'numbered', label: 'Numbered 1 to N', example: '1, 2, 3, 4 …' },
  { value: 'codes', label: 'Codes as printed', example: '00, FWC1, MEX12 …' },
];

const CODES_EXAMPLE = '00\nFWC1-FWC19\nMexico: MEX1-MEX20';

/**
 * A non-blank name, and the album's stickers: 1 to 10,000 numbered ones (default 397) or,
 * decisions 010, the codes printed in it, one line per section. The total's messages show as it is
 * typed; the name's and the codes' once the field has been used, so an empty form is not red.
 */
export function NewTemplateFields({ draft, errors, onChange }: NewTemplateFieldsProps) {
  const id = useId();
  const [isTitleTouched, setIsTitleTouched] = useState(false);
  const [isCodesTouched, setIsCodesTouched] = useState(false);
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
        <p id={`${id}-sizing`} className="text-sm font-medium leading-none">
          Sticker numbers
        </p>
        <RadioGroup.Root
          aria-labelledby={`${id}-sizing`}
          value={draft.sizing}
          onValueChange={(sizing) => onChange({ ...draft, sizing: sizing as TemplateSizing })}
          className="grid gap-1 rounded-lg bg-muted p-1 min-[400px]:grid-cols-2"
        >
          {SIZINGS.map(({ value, label, example }) => (
            <RadioGroup.Item
              key={value}
              value={value}
              className="grid min-h-11 content-center rounded-md px-3 py-1.5 text-left text-muted-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm data-[state=checked]:ring-2 data-[state=checked]:ring-primary"
            >
              <span className="text-sm font-semibold">{label}</span>
              <span className="text-xs font-normal text-muted-foreground">{example}</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      {draft.sizing === 'numbered' ? (
        <TotalField id={id} draft={draft} error={errors.totalStickers} onChange={onChange} />
      ) : (
        <CodesField
          id={id}
          draft={draft}
          error={isCodesTouched ? errors.codes : undefined}
          onTouched={() => setIsCodesTouched(true)}
          onChange={onChange}
        />
      )}
    </div>
  );
}

interface SizingFieldProps {
  id: string;
  draft: NewTemplateDraft;
  error: string | undefined;
  onChange: (draft: NewTemplateDraft) => void;
}

function TotalField({ id, draft, error, onChange }: SizingFieldProps) {
  return (
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
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-total-${error ? 'error' : 'hint'}`}
        className="max-w-40"
      />
      {error ? (
        <FieldError id={`${id}-total-error`} message={error} />
      ) : (
        <p id={`${id}-total-hint`} className="text-xs text-muted-foreground">
          The number of stickers in the album, from 1 to 10,000. We’ll number them 1 to{' '}
          {Number(draft.totalStickers).toLocaleString('en-GB')}.
        </p>
      )}
    </div>
  );
}

function CodesField({
  id,
  draft,
  error,
  onTouched,
  onChange,
}: SizingFieldProps & { onTouched: () => void }) {
  const summary = useMemo(() => describeAlbumCodes(draft.codes), [draft.codes]);
  const describedBy = error ? `${id}-codes-error` : summary ? `${id}-codes-summary` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-codes`}>Sticker codes</Label>
      <p id={`${id}-codes-hint`} className="text-xs text-muted-foreground">
        Paste the codes as the album prints them, ranges welcome. Start a line with a name and a
        colon to make it a section.
      </p>
      <textarea
        id={`${id}-codes`}
        value={draft.codes}
        rows={5}
        onChange={(event) => {
          onTouched();
          onChange({ ...draft, codes: event.target.value });
        }}
        onBlur={onTouched}
        placeholder={CODES_EXAMPLE}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-codes-hint`, describedBy].filter(Boolean).join(' ')}
        className="w-full rounded-lg border border-input bg-card px-3 py-2 font-mono text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm"
      />
      {error ? (
        <FieldError id={`${id}-codes-error`} message={error} />
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
