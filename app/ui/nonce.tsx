import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext<string>('');

/** Carries the request's CSP nonce from entry.server into the document (browsers hide it after load). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
