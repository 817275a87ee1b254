import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Collection } from '../../../domain/collection/collection';
import type { CreateTemplate } from '../../../domain/collection/schemas';
import { toastError } from '../../components/ui/toast-store';
import { errorMessage, isUpgradeError } from '../../lib/api-client';
import { showUpgrade } from '../pro/public';
import { useCreateCollection, useCreateTemplate } from './api';
import { conflictingTemplateId } from './collection-errors';

interface FlowCallbacks {
  onCreated: (collection: Collection) => void;
  /** The free limit stopped it: the form gives way to the upgrade dialog (with the reason). */
  onUpgradeRequired: () => void;
}

/**
 * Creating a collection from a chosen template, or from a new template made first and then used.
 * A free-tier refusal opens the upgrade dialog, a taken title offers the existing album
 * (docs/product.md "Screens"), and anything else is a toast.
 */
export function useCreateCollectionFlow({ onCreated, onUpgradeRequired }: FlowCallbacks) {
  const { t } = useLingui();
  const createTemplate = useCreateTemplate();
  const createCollection = useCreateCollection();
  // Set when the new template's title is taken: the existing template's id, to offer instead.
  const [existingTemplateId, setExistingTemplateId] = useState<number>();

  const createFromTemplate = (templateId: number) =>
    createCollection.mutate(templateId, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isUpgradeError(error)) {
          onUpgradeRequired();
          showUpgrade(errorMessage(error));
        } else toastError(error, t`Failed to create collection`);
      },
    });

  const createFromNewTemplate = (input: CreateTemplate) => {
    setExistingTemplateId(undefined);
    createTemplate.mutate(input, {
      onSuccess: (template) => createFromTemplate(template.id),
      onError: (error) => {
        const existingId = conflictingTemplateId(error);
        if (existingId !== undefined) setExistingTemplateId(existingId);
        else toastError(error, t`Failed to create template`);
      },
    });
  };

  return {
    createFromTemplate,
    createFromNewTemplate,
    existingTemplateId,
    clearExistingTemplate: () => setExistingTemplateId(undefined),
    isPending: createTemplate.isPending || createCollection.isPending,
  };
}
