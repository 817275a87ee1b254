import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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
export const adminTemplatesQuery = ({ q, page }: { q: string; page: number }) =>
  queryOptions<AdminTemplatesResponse>({
    queryKey: [adminTemplatesQueryKey[0], { q, page }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (q.trim() !== '') query.set('q', q.trim());
      return apiJson(
        'GET',
        `${adminTemplatesQueryKey[0]}?${query.toString()}`,
        adminTemplatesResponseSchema,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });

export function useAdminTemplates(search: { q: string; page: number }) {
  return useQuery(adminTemplatesQuery(search));
}

/** `GET …/:id/versions`: the corrected versions an admin published of one album, newest first. */
export const templateVersionsQuery = (templateId: number) =>
  queryOptions<TemplateVersionEntry[]>({
    queryKey: [adminTemplatesQueryKey[0], templateId, 'versions'],
    queryFn: async ({ signal }) =>
      (
        await apiJson(
          'GET',
          `${adminTemplatesQueryKey[0]}/${templateId}/versions`,
          templateVersionsResponseSchema,
          { signal },
        )
      ).versions,
  });

export function useTemplateVersions(templateId: number, isEnabled: boolean) {
  return useQuery({ ...templateVersionsQuery(templateId), enabled: isEnabled });
}

/** `GET /api/admin/template-reports`: wrong checklists reported, open or all, newest first. */
export const templateReportsQuery = (status: 'open' | 'all') =>
  queryOptions<TemplateReportItem[]>({
    queryKey: [...templateReportsQueryKey, status],
    queryFn: async ({ signal }) =>
      (
        await apiJson(
          'GET',
          `${templateReportsQueryKey[0]}?status=${status}`,
          templateReportsResponseSchema,
          { signal },
        )
      ).reports,
  });

export function useTemplateReports(status: 'open' | 'all') {
  return useQuery(templateReportsQuery(status));
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
  return useCatalogueMutation((input: ChecklistImport) =>
    apiJson('POST', adminTemplatesQueryKey[0], templateDetailSchema, { body: input }),
  );
}

/** `POST …/:id/versions`: a corrected checklist; every collection of the album moves onto it. */
export function usePublishVersion() {
  return useCatalogueMutation(
    ({ id, ...input }: Omit<TemplateVersionInput, 'dryRun'> & { id: number }) =>
      apiJson('POST', `${adminTemplatesQueryKey[0]}/${id}/versions`, versionPublishedSchema, {
        body: input,
      }),
  );
}

/** A dry run of a corrected checklist: what would change, nothing written (the preview). */
export function usePreviewVersion() {
  return useMutation({
    mutationFn: ({ id, ...input }: Omit<TemplateVersionInput, 'dryRun'> & { id: number }) =>
      apiJson('POST', `${adminTemplatesQueryKey[0]}/${id}/versions`, versionPublishedSchema, {
        body: { ...input, dryRun: true },
      }),
  });
}

/** `PATCH …/:id`: rename, hide or unhide, or correct the badge's publisher and year. */
export function useModerateTemplate() {
  return useCatalogueMutation(({ id, ...changes }: TemplateModeration & { id: number }) =>
    apiJson('PATCH', `${adminTemplatesQueryKey[0]}/${id}`, templateDetailSchema, { body: changes }),
  );
}

/** `POST …/:id/merge`: every collection of a duplicate moves onto the right album. */
export function useMergeTemplate() {
  return useCatalogueMutation(({ id, intoTemplateId }: { id: number; intoTemplateId: number }) =>
    apiJson('POST', `${adminTemplatesQueryKey[0]}/${id}/merge`, mergeResultSchema, {
      body: { intoTemplateId },
    }),
  );
}

/** `POST /api/admin/template-reports/:id/resolve`. */
export function useResolveReport() {
  return useCatalogueMutation((id: number) =>
    apiJson('POST', `${templateReportsQueryKey[0]}/${id}/resolve`, templateReportItemSchema, {
      body: {},
    }),
  );
}
