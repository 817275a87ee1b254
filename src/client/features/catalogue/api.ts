import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  templateDetailSchema,
  templateReportItemSchema,
  type TemplateDetail,
  type TemplateReportInput,
} from '../../../domain/catalogue/schemas';
import { apiJson } from '../../lib/api-client';

/** One album's detail (its specials, notes, source), cached under its URL. */
export function templateDetailQueryKey(templateId: number) {
  return ['/api/collection-templates', templateId] as const;
}

/**
 * `GET /api/collection-templates/:id`: an album's specials and notes (decision 021). Works for a
 * hidden album too, so an existing collection's board still reads its specials.
 */
export const templateDetailQuery = (templateId: number) =>
  queryOptions<TemplateDetail>({
    queryKey: templateDetailQueryKey(templateId),
    queryFn: ({ signal }) =>
      apiJson('GET', `/api/collection-templates/${templateId}`, templateDetailSchema, { signal }),
  });

export function useTemplateDetail(templateId: number | undefined) {
  return useQuery({ ...templateDetailQuery(templateId ?? 0), enabled: templateId !== undefined });
}

/** `POST /api/collection-templates/:id/reports`: a collector says the checklist is wrong. */
export function useReportTemplate() {
  return useMutation({
    mutationFn: ({ templateId, ...body }: TemplateReportInput & { templateId: number }) =>
      apiJson('POST', `/api/collection-templates/${templateId}/reports`, templateReportItemSchema, {
        body,
      }),
  });
}
