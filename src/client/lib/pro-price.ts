import type { I18n } from '@lingui/core';
import { htmlLang, type Locale } from '../../domain/locale';
import { PRO_PRICE_PENCE } from '../../domain/product';

/**
 * Pro's price in the reader's language (decision 038): "£9.99" in British English, "9,99 £" in
 * German. The price itself is in pounds everywhere.
 */
export function proPriceLabel(i18n: I18n): string {
  return new Intl.NumberFormat(htmlLang(i18n.locale as Locale), {
    style: 'currency',
    currency: 'GBP',
  }).format(PRO_PRICE_PENCE / 100);
}
