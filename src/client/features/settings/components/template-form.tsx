import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, RotateCcw, Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import {
  countTemplateCharacters,
  DEFAULT_FACEBOOK_MESSAGE,
  FACEBOOK_TEMPLATE_MAX,
} from '../../../../domain/sharing/message';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast, toastError } from '../../../components/ui/toast-store';
import { isUpgradeError } from '../../../lib/api-client';
import { showUpgrade } from '../../pro/public';
import { cn } from '../../../lib/cn';
import { useSaveFacebookTemplate } from '../api';
import { templateFormSchemaFor } from '../template-rules';
import { useTemplateDraft } from '../use-template-draft';
import { TemplatePreview } from './template-preview';
import { TokenButtons } from './token-buttons';

interface TemplateFormProps {
  /** What the editor starts with. */
  initialTemplate: string;
  /** What is stored now, to say whether there are unsaved changes. */
  savedTemplate: string;
  /** A free account: everything is read-only (docs/product.md "Who it is for"). */
  isLocked: boolean;
}

/**
 * The Facebook template editor: the text with a live 'N / 2000' counter (code points),
 * the tokens, Save and 'Reset to Default', and a live preview with the user's own numbers.
 */
export function TemplateForm({ initialTemplate, savedTemplate, isLocked }: TemplateFormProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  // The problem is said in the active language (decision 038): `i18n` is one object whatever
  // its language, so the locale is what makes a new schema.
  const { locale } = i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const templateFormSchema = useMemo(() => templateFormSchemaFor(i18n), [i18n, locale]);
  // A problem shows once the text is changed (a stored template always passes).
  const form = useSchemaForm(
    templateFormSchema,
    { template: initialTemplate },
    { checkFrom: 'use' },
  );
  const draft = form.values.template;
  const { insertToken, replaceDraft, textareaProps } = useTemplateDraft(draft, (text) =>
    form.setValue('template', text),
  );
  const save = useSaveFacebookTemplate();
  const length = countTemplateCharacters(draft);
  const isTooLong = length > FACEBOOK_TEMPLATE_MAX;
  const problem = form.errors.template;
  const hasChanges = draft !== savedTemplate;
  // "Reset to Default" restores the default in the language shown (decision 038).
  const defaultTemplate = i18n._(DEFAULT_FACEBOOK_MESSAGE);

  function send(template: string) {
    if (isLocked || save.isPending) return;
    save.mutate(template, {
      onSuccess: () =>
        toast({
          title: t`Template saved!`,
          description: t`Copy Facebook Message now uses your message.`,
          variant: 'success',
        }),
      // A Pro-only refusal opens the upgrade dialog; anything else is a toast.
      onError: (error) => {
        if (isUpgradeError(error)) showUpgrade();
        else toastError(error, t`Failed to save template`);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={`${id}-text`}>
            <Trans>Your message</Trans>
          </Label>
          <p
            id={`${id}-count`}
            className={cn(
              'text-sm tabular-nums',
              isTooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
            )}
          >
            <span className="sr-only">
              <Trans>Characters used:</Trans>{' '}
            </span>
            {length} / {FACEBOOK_TEMPLATE_MAX}
          </p>
        </div>
        <textarea
          id={`${id}-text`}
          name="template"
          rows={10}
          disabled={isLocked}
          spellCheck
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-count`, problem && `${id}-problem`, `${id}-tokens`]
            .filter(Boolean)
            .join(' ')}
          className="field-sizing-content min-h-56 max-h-[36rem] w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base leading-relaxed focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm"
          {...textareaProps}
        />
        {problem && !isLocked && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>

      <TokenButtons onInsert={insertToken} disabled={isLocked} helpId={`${id}-tokens`} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
          {!isLocked && hasChanges ? t`You have unsaved changes.` : ''}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            disabled={isLocked || save.isPending || draft === defaultTemplate}
            onClick={() => replaceDraft(defaultTemplate)}
          >
            <RotateCcw aria-hidden />
            <Trans>Reset to Default</Trans>
          </Button>
          <Button
            type="submit"
            disabled={isLocked || !form.isValid || save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <Save aria-hidden />
            )}
            {save.isPending ? t`Saving...` : t`Save`}
          </Button>
        </div>
      </div>

      <TemplatePreview template={draft} />
    </form>
  );
}
