import { clientAddress } from '@caixa/http/client-address'

/**
 * The client the web tier forwarded, read as the API behind it reads it (one trusted proxy: the
 * rightmost X-Forwarded-For entry, client-address.ts), so that a test's recorded calls and its
 * forced faults are keyed by the very address its sign-in limit counts. Undefined when the web
 * tier wrote none.
 */
export function forwardedClient(request: Request): string | undefined {
	return (
		clientAddress({ headers: request.headers, connection: undefined, trustedProxies: 1 }) ??
		undefined
	)
}
