import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminTemplatesResponseSchema,
  mergeResultSchema,
  templateDetailSchema,
  templateReportItemSchema,
  templateReportsResponseSchema,
  templateVersionsResponseSchema,
  versionPublishedSchema,
  type AdminTemplatesResponse,
  type ChecklistImport,
  type TemplateModeration,
  type TemplateReportItem,
  type TemplateVersionEntry,
  type TemplateVersionInput,
} from '../../../domain/catalogue/schemas';
import { apiJson } from '../../lib/api-client';
import { templatesQueryKey } from '../collections/api';

// docs/product.md "Albums and the catalogue": what admins do to the shared catalogue.

export const adminTemplatesQueryKey = ['/api/admin/collection-templates'] as const;
export const templateReportsQueryKey = ['/api/admin/template-reports'] as const;

/**
 * One page of the catalogue matching `q`, hidden and merged templates too, with collections and
 * open reports. The page shown stays while the next one loads, so the list does not jump.
 */
export function useAdminTemplates({ q, page }: { q: string; page: number }) {
  return useQuery<AdminTemplatesResponse>({
    queryKey: [adminTemplatesQueryKey[0], { q, page }],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page) });
      if (q.trim() !== '') query.set('q', q.trim());
      return adminTemplatesResponseSchema.parse(
        await apiJson('GET', `${adminTemplatesQueryKey[0]}?${query.toString()}`),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** The corrected versions an admin published of one album, newest first. */
export function useTemplateVersions(templateId: number, isEnabled: boolean) {
  return useQuery<TemplateVersionEntry[]>({
    queryKey: [adminTemplatesQueryKey[0], templateId, 'versions'],
    queryFn: async () =>
      templateVersionsResponseSchema.parse(
        await apiJson('GET', `${adminTemplatesQueryKey[0]}/${templateId}/versions`),
      ).versions,
    enabled: isEnabled,
  });
}

/** The reports of wrong checklists: open ones, or all of them, newest first. */
export function useTemplateReports(status: 'open' | 'all') {
  return useQuery<TemplateReportItem[]>({
    queryKey: [...templateReportsQueryKey, status],
    queryFn: async () =>
      templateReportsResponseSchema.parse(
        await apiJson('GET', `${templateReportsQueryKey[0]}?status=${status}`),
      ).reports,
  });
}

// A change to the catalogue shows in the admin's list, the reports' counts and Create Collection.
function useCatalogueMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [adminTemplatesQueryKey, templatesQueryKey, templateReportsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** `POST /api/admin/collection-templates`: a verified album from a pasted checklist or CSV. */
export function useImportChecklist() {
  return useCatalogueMutation(async (input: ChecklistImport) =>
    templateDetailSchema.parse(await apiJson('POST', adminTemplatesQueryKey[0], input)),
  );
}

/** `POST …/:id/versions`: a corrected checklist; every collection of the album moves onto it. */
export function usePublishVersion() {
  return useCatalogueMutation(
    async ({ id, ...input }: Omit<TemplateVersionInput, 'dryRun'> & { id: number }) =>
      versionPublishedSchema.parse(
        await apiJson('POST', `${adminTemplatesQueryKey[0]}/${id}/versions`, input),
      ),
  );
}

/** A dry run of a corrected checklist: what would change, nothing written (the preview). */
export function usePreviewVersion() {
  return useMutation({
    mutationFn: async ({ id, ...input }: Omit<TemplateVersionInput, 'dryRun'> & { id: number }) =>
      versionPublishedSchema.parse(
        await apiJson('POST', `${adminTemplatesQueryKey[0]}/${id}/versions`, {
          ...input,
          dryRun: true,
        }),
      ),
  });
}

/** `PATCH …/:id`: rename, hide or unhide, or correct the badge's publisher and year. */
export function useModerateTemplate() {
  return useCatalogueMutation(async ({ id, ...changes }: TemplateModeration & { id: number }) =>
    templateDetailSchema.parse(
      await apiJson('PATCH', `${adminTemplatesQueryKey[0]}/${id}`, changes),
    ),
  );
}

/** `POST …/:id/merge`: every collection of a duplicate moves onto the right album. */
export function useMergeTemplate() {
  return useCatalogueMutation(
    async ({ id, intoTemplateId }: { id: number; intoTemplateId: number }) =>
      mergeResultSchema.parse(
        await apiJson('POST', `${adminTemplatesQueryKey[0]}/${id}/merge`, { intoTemplateId }),
      ),
  );
}

/** `POST /api/admin/template-reports/:id/resolve`. */
export function useResolveReport() {
  return useCatalogueMutation(async (id: number) =>
    templateReportItemSchema.parse(
      await apiJson('POST', `${templateReportsQueryKey[0]}/${id}/resolve`, {}),
    ),
  );
}
