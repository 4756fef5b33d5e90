import { type KeptMarkup } from '~/components/ledger/kept-markup'

/**
 * What the web server (server.ts) hands each request's loaders, actions and entry.server: the
 * Content-Security-Policy nonce of this response. Optional: a test calling a loader passes no
 * context, and entry.server renders without a nonce when none was given (no CSP asks for one).
 */
export interface CaixaLoadContext {
	cspNonce?: string
	/**
	 * A document request's: the rows of markup its page renders but does not send again as data
	 * (kept-markup.tsx). None on a data request, whose rows carry their own.
	 */
	markup?: KeptMarkup
}

declare module '@remix-run/server-runtime' {
	// Merged into Remix's own declaration, so `context` is typed in every loader and action.
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type
	interface AppLoadContext extends CaixaLoadContext {}
}
