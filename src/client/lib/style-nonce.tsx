import { getNonce } from 'get-nonce';
import { createContext, useContext } from 'react';

/**
 * The nonce a <style> element the app renders carries, so the Content-Security-Policy allows it
 * (content-security.ts). The browser takes it from the page's `<meta name="csp-nonce">`; the
 * server's renderer provides the nonce of the document it renders (decision 026), so the
 * element hydrates unchanged.
 */
export const StyleNonceContext = createContext<string | undefined>(undefined);

export function useStyleNonce(): string | undefined {
  return useContext(StyleNonceContext) ?? getNonce();
}
