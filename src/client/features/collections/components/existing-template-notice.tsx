import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import type { Template } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';

interface ExistingTemplateNoticeProps {
  template: Template;
  disabled: boolean;
  onUse: () => void;
}

/** Template titles are unique, so a taken name is offered as it stands. */
export function ExistingTemplateNotice({ template, disabled, onUse }: ExistingTemplateNoticeProps) {
  const { t } = useLingui();
  const title = template.title;
  const stickers = t({
    message: plural(template.totalStickers, { one: '# sticker', other: '# stickers' }),
  });
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-primary/30 bg-secondary/60 p-3"
    >
      <p className="flex gap-2 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <Trans>
            A template with that name already exists: <strong>{title}</strong> ({stickers}).
          </Trans>
        </span>
      </p>
      <Button type="button" variant="secondary" disabled={disabled} onClick={onUse}>
        <Trans>Use the existing template</Trans>
      </Button>
    </div>
  );
}
