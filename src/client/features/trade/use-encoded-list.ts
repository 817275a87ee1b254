import { useEffect, useState } from 'react';
import { encodeTradeList, type TradeList } from '../../../domain/trade/trade-list';

type Encoded = { text: string; error?: undefined } | { text?: undefined; error: string };

/** My list as QR text, worked out again whenever the list changes (encoding is asynchronous). */
export function useEncodedList(list: Omit<TradeList, 'version'> | undefined): Encoded | undefined {
  const [encoded, setEncoded] = useState<{ for: typeof list; value: Encoded }>();
  useEffect(() => {
    if (!list) return;
    let isCurrent = true;
    encodeTradeList(list).then(
      (text) => isCurrent && setEncoded({ for: list, value: { text } }),
      (error: unknown) =>
        isCurrent &&
        setEncoded({
          for: list,
          value: {
            error: error instanceof Error ? error.message : /*i18n*/ 'Couldn’t make your code',
          },
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [list]);
  return encoded !== undefined && encoded.for === list ? encoded.value : undefined;
}
