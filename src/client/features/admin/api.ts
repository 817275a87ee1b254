import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminUser } from '../../../domain/account/admin-user';
import { adminProUserSchema, type AdminProUser } from '../../../domain/account/pro-grant';
import type { PublicUser } from '../../../domain/account/user';
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
import {
  directoryEntrySchema,
  type DirectoryEntry,
  type GroupInput,
} from '../../../domain/groups/schemas';
import { swapProblemSchema, type SwapProblem } from '../../../domain/matches/schemas';
import { apiJson, apiRequest } from '../../lib/api-client';
import { adminUsersQueryKey } from '../account/api';
import { templatesQueryKey } from '../collections/api';
import { userQueryKey } from '../session/api';

export const groupDirectoryQueryKey = ['/api/admin/groups'] as const;

// The row in the user table takes the new plan at once; if the admin changed their own plan,
// the signed-in user is read again so the rest of the app follows.
function showUpdatedRow(queryClient: QueryClient, row: AdminProUser) {
  queryClient.setQueryData<AdminUser[]>(adminUsersQueryKey, (users) =>
    users?.map((user) => (user.id === row.id ? { ...user, isPro: row.isPro } : user)),
  );
  const me = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  if (me?.id === row.id) void queryClient.invalidateQueries({ queryKey: userQueryKey });
}

/** Grants `days` of Pro by hand (added to any Pro time left, docs/product.md "Screens"). */
export function useGrantPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, days }: { userId: number; days: number }) =>
      apiJson('POST', `/api/admin/users/${userId}/pro`, adminProUserSchema, { body: { days } }),
    onSuccess: (row) => showUpdatedRow(queryClient, row),
  });
}

/** Ends a user's Pro at once. */
export function useRevokePro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiJson('DELETE', `/api/admin/users/${userId}/pro`, adminProUserSchema),
    onSuccess: (row) => showUpdatedRow(queryClient, row),
  });
}

/** `GET /api/admin/groups`: the whole Facebook group directory, suggestions first. */
export const groupDirectoryQuery = () =>
  queryOptions<DirectoryEntry[]>({
    queryKey: groupDirectoryQueryKey,
    queryFn: ({ signal }) =>
      apiJson('GET', groupDirectoryQueryKey[0], directoryEntrySchema.array(), { signal }),
  });

export function useGroupDirectory() {
  return useQuery(groupDirectoryQuery());
}

function useDirectoryMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Not awaited: a removed entry leaves the list on refetch, and its own success callback
    // (the toast) must run while it is still on screen.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupDirectoryQueryKey }),
  });
}

/** Adds an approved entry to the directory. */
export function useAddGroup() {
  return useDirectoryMutation((group: GroupInput) =>
    apiRequest('POST', groupDirectoryQueryKey[0], group),
  );
}

/** Edits an entry; `{status: 'approved'}` approves a suggestion. */
export function useUpdateGroup() {
  return useDirectoryMutation(
    ({ id, changes }: { id: number; changes: Partial<GroupInput> & { status?: 'approved' } }) =>
      apiRequest('PATCH', `${groupDirectoryQueryKey[0]}/${id}`, changes),
  );
}

export function useRemoveGroup() {
  return useDirectoryMutation((id: number) =>
    apiRequest('DELETE', `${groupDirectoryQueryKey[0]}/${id}`),
  );
}

export const swapProblemsQueryKey = ['/api/admin/swap-problems'] as const;

/** `GET /api/admin/swap-problems`: reported swap problems, newest first (docs/product.md "Trust"). */
export const swapProblemsQuery = () =>
  queryOptions<SwapProblem[]>({
    queryKey: swapProblemsQueryKey,
    queryFn: ({ signal }) =>
      apiJson('GET', swapProblemsQueryKey[0], swapProblemSchema.array(), { signal }),
  });

export function useSwapProblems() {
  return useQuery(swapProblemsQuery());
}

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
