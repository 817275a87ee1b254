import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Send } from 'lucide-react';
import { REPORT_MESSAGE_MAX, templateReportSchema } from '../../../../domain/catalogue/schemas';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { errorMessage } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/use-is-online';
import { useReportTemplate } from '../api';

/** The album a report is about, and the collection it was sent from (if any). */
export interface ReportTarget {
  templateId: number;
  title: string;
  collectionId?: number;
}

interface ReportChecklistDialogProps {
  target: ReportTarget | undefined;
  onClose: () => void;
}

/**
 * "Report a wrong checklist" (docs/product.md "Albums and the catalogue"): a collector says what
 * is wrong — a missing code, a wrong count, a special not marked — and the admins see it in their
 * list of reports. Sending it changes nothing in anyone's album.
 */
export function ReportChecklistDialog({ target, onClose }: ReportChecklistDialogProps) {
  const { t } = useLingui();
  const title = target?.title ?? '';
  return (
    <DialogFrame
      open={target !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t`Report a wrong checklist`}
      description={
        target
          ? t`Tell the admins what is wrong with “${title}”: a missing or extra sticker, a wrong code, a special that is not marked.`
          : ''
      }
    >
      {/* Keyed by album, so each opening starts with an empty form. */}
      {target && <ReportForm key={target.templateId} target={target} onClose={onClose} />}
    </DialogFrame>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useLingui();
  const title = target.title;
  const report = useReportTemplate();
  const isOnline = useIsOnline();
  const form = useSchemaForm(templateReportSchema, {
    message: '',
    collectionId: target.collectionId,
  });

  const submit = form.handleSubmit((checked) =>
    report.mutate({ templateId: target.templateId, ...checked }),
  );

  if (report.isSuccess) {
    return (
      <div className="grid gap-4">
        <div role="status" className="flex items-start gap-3 rounded-lg bg-muted p-4">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-owned" />
          <div className="grid gap-1">
            <p className="font-bold">
              <Trans>Report sent</Trans>
            </p>
            <p className="text-sm">
              <Trans>
                Thank you. The admins will check “{title}” against the printed album. Your
                collection stays as it is; if the checklist is corrected, your stickers move onto it
                with their state kept.
              </Trans>
            </p>
          </div>
        </div>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextAreaField
        {...form.textField('message')}
        label={t`What is wrong?`}
        rows={4}
        maxLength={REPORT_MESSAGE_MAX}
        placeholder={t`e.g. The album has FWC20, which is missing here`}
        hint={t`Up to ${REPORT_MESSAGE_MAX} characters.`}
        disabled={report.isPending}
      />
      <FormError
        message={report.isError ? errorMessage(report.error, t`The report couldn’t be sent`) : null}
      />
      <FormActions onCancel={onClose} isBusy={report.isPending} icon={Send} disabled={!isOnline}>
        {isOnline ? <Trans>Send report</Trans> : <Trans>Needs a connection</Trans>}
      </FormActions>
    </form>
  );
}
