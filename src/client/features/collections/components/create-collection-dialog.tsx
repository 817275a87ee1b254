import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import type { Collection, Template } from '../../../../domain/collection/collection';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { useTemplates } from '../api';
import { ReportChecklistDialog, type ReportTarget } from '../../catalogue/public';
import { emptyDraft, isSameTitle, newTemplateDraftSchema } from '../new-template-draft';
import { useCreateCollectionFlow } from '../use-create-collection-flow';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { ExistingTemplateNotice } from './existing-template-notice';
import { NewTemplateFields } from './new-template-fields';
import { TemplatePicker } from './template-picker';

type Mode = 'existing' | 'new';

const tabClass =
  'inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-2 text-sm font-semibold text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

interface CreateCollectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (collection: Collection) => void;
}

/**
 * New Collection: start a verified album in one tap, choose a community template, or create a new
 * one with a name and either a total or the album's codes as printed (decisions 010 and 021).
 */
export function CreateCollectionDialog({
  open,
  onOpenChange,
  ...flow
}: CreateCollectionDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t`Create Collection`}
      description={t`Verified albums come with their printed codes and specials. Or choose one other collectors added, or add your own.`}
    >
      {/* Inside the dialog's content, so every opening starts with a fresh form. */}
      <CreateCollectionForm onCancel={() => onOpenChange(false)} {...flow} />
    </DialogFrame>
  );
}

function CreateCollectionForm({
  onCancel,
  onCreated,
}: Omit<CreateCollectionDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>('existing');
  const [chosen, setChosen] = useState<Template>();
  const [startingId, setStartingId] = useState<number>();
  const [reportTarget, setReportTarget] = useState<ReportTarget>();
  const newTemplate = useSchemaForm(newTemplateDraftSchema, emptyDraft, { checkFrom: 'use' });
  const templates = useTemplates();
  // The free limit: this dialog gives way to the upgrade dialog.
  const flow = useCreateCollectionFlow({ onCreated, onUpgradeRequired: onCancel });

  // Offer the catalogue's template when the typed name is already there (or the server says so).
  const sameTitle = templates.data?.find(
    (template) =>
      newTemplate.values.title.trim() && isSameTitle(template.title, newTemplate.values.title),
  );
  const existing =
    sameTitle ?? templates.data?.find((template) => template.id === flow.existingTemplateId);
  const canSubmit =
    !flow.isPending &&
    (mode === 'existing' ? chosen !== undefined : newTemplate.isValid && !existing);
  // On "Choose an album", Create only applies to a picked community template (a verified album
  // starts from its own card), so it shows once one is picked rather than greyed under the cards.
  const showsCreate = mode === 'new' || chosen !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (mode === 'existing' && chosen) flow.createFromTemplate(chosen.id);
    if (mode === 'new' && newTemplate.data) flow.createFromNewTemplate(newTemplate.data);
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <Tabs.Root
        value={mode}
        onValueChange={(value) => setMode(value as Mode)}
        className="grid gap-4"
      >
        <Tabs.List aria-label={t`How to create it`} className="flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="existing" className={tabClass}>
            <Trans>Choose an album</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="new" className={tabClass}>
            <Trans>New template</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="existing" className="outline-none">
          <TemplatePicker
            chosenId={chosen?.id}
            onChoose={setChosen}
            onCreateNew={() => setMode('new')}
            onStart={(template) => {
              setStartingId(template.id);
              flow.createFromTemplate(template.id);
            }}
            startingId={flow.isPending ? startingId : undefined}
            isBusy={flow.isPending}
            onReport={setReportTarget}
          />
        </Tabs.Content>
        <Tabs.Content value="new" className="grid gap-4 outline-none">
          <NewTemplateFields form={newTemplate} onEdit={flow.clearExistingTemplate} />
          {existing && (
            <ExistingTemplateNotice
              template={existing}
              disabled={flow.isPending}
              onUse={() => flow.createFromTemplate(existing.id)}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <DialogActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {showsCreate && (
          <Button type="submit" disabled={!canSubmit}>
            {flow.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {flow.isPending ? <Trans>Creating...</Trans> : <Trans>Create</Trans>}
          </Button>
        )}
      </DialogActions>
      {/* Inside this dialog, so it stacks above it and gives focus back to it when closed. */}
      <ReportChecklistDialog target={reportTarget} onClose={() => setReportTarget(undefined)} />
    </form>
  );
}
