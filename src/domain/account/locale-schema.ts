import * as z from 'zod/mini';
import { locales } from '../locale';

/** A language Swapsies speaks, as the API takes it (decision 038). */
export const localeSchema = z.enum(locales, {
  error: /*i18n*/ 'Choose one of the languages Swapsies speaks',
});
