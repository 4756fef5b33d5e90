import {
	createReadableStreamFromReadable,
	type AppLoadContext,
	type EntryContext,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { KeptMarkupProvider } from './components/ledger/kept-markup'
import { NonceProvider } from './components/nonce-provider'
import { CoalescedStream } from './server/coalesced-stream.server'
import { caixaEnv } from '@caixa/env'
import { webEnv } from './server/env.server'
import { i18nextOf, readerLanguage } from './server/i18n.server'

// Fail fast: a bad configuration stops the server at start, with a message naming the keys,
// rather than at the first request. The in-process API's keys are checked when it is in use.
if (!webEnv().CAIXA_API_URL) caixaEnv()

// Single fetch: loaders' promises settle within this, the render is aborted a second later.
export const streamTimeout = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	// The web server's (server.ts); every inline script of this response carries its nonce, which
	// the response's Content-Security-Policy names.
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce ?? ''
	// The language's shared instance (i18n.server.ts): every namespace is in it already.
	const instance = await i18nextOf(await readerLanguage(request))

	// Bots and no-JS users get the whole document at once; browsers get it streamed.
	const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'

	return new Promise<Response>((resolve, reject) => {
		let didError = false
		// A render still going when the loaders' time is up is aborted; one that is done lets its
		// timer go at once. Left running, the timer held each finished render — its tree, data and
		// streams — for 6 s: at the bench's 77 pages a second, ~40 MB of live heap (RSS over 250 MB).
		const timer = setTimeout(() => abort(), streamTimeout + 1_000)
		const ready = () => {
			// React's pieces handed on per batch, not per 2 KB (coalesced-stream.server.ts).
			const body = new CoalescedStream()
			responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
			resolve(
				new Response(createReadableStreamFromReadable(body), {
					headers: responseHeaders,
					status: didError ? 500 : responseStatusCode,
				}),
			)
			pipe(body)
		}
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider nonce={nonce}>
				<I18nextProvider i18n={instance}>
					<KeptMarkupProvider markup={loadContext.markup}>
						<RemixServer context={remixContext} url={request.url} nonce={nonce} />
					</KeptMarkupProvider>
				</I18nextProvider>
			</NonceProvider>,
			{
				nonce,
				onShellReady() {
					if (readyEvent === 'onShellReady') ready()
				},
				onAllReady() {
					clearTimeout(timer)
					if (readyEvent === 'onAllReady') ready()
				},
				onShellError(error: unknown) {
					clearTimeout(timer)
					reject(error instanceof Error ? error : new Error(String(error)))
				},
				onError(error: unknown) {
					didError = true
					console.error(error)
				},
			},
		)
	})
}
