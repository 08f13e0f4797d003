import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered, set by entry.server.tsx. React Router's
 * <Scripts /> gets it on its own; this is for a page that sends its own inline script instead of the framework
 * (the demo player). Undefined in the browser, where such pages never render.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
