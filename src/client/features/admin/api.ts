import {
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
  directoryEntrySchema,
  type DirectoryEntry,
  type GroupInput,
} from '../../../domain/groups/schemas';
import { swapProblemSchema, type SwapProblem } from '../../../domain/matches/schemas';
import { apiJson, apiRequest } from '../../lib/api-client';
import { adminUsersQueryKey } from '../account/api';
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
