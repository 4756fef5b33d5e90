/**
 * Whether a post came from a page without JavaScript: the browser navigated to send it
 * (Sec-Fetch-Mode: navigate), where Remix's scripts send a form with fetch (cors or same-origin).
 * A browser that sends no Sec-Fetch-Mode counts as scripted, which only costs a page without
 * JavaScript its place: it reloads at the top.
 */
export function isDocumentPost(request: Request): boolean {
	return request.headers.get('Sec-Fetch-Mode') === 'navigate'
}
