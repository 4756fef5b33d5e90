import { createContext, useContext, type ReactNode } from 'react'

/**
 * This response's Content-Security-Policy nonce (server.ts makes one per request and hands it
 * to Remix as the load context's `cspNonce`), for the inline scripts root.tsx renders. In the
 * browser there is no provider and the nonce is '': scripts added after hydration are files of
 * our own origin, which the policy allows without one.
 */
const NonceContext = createContext('')

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
	return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
}

export function useNonce(): string {
	return useContext(NonceContext)
}
