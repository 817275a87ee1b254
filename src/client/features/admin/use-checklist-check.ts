import { useMemo } from 'react';
import { parseChecklist } from '../../../domain/catalogue/checklist';

/**
 * The pasted checklist read as the server will read it, for the live check under the form;
 * undefined while nothing is pasted. A 10,000-sticker checklist is read once per change, not
 * once per render.
 */
export function useChecklistCheck(codes: string, specials: string) {
  return useMemo(
    () => (codes.trim() ? parseChecklist(codes, specials) : undefined),
    [codes, specials],
  );
}
