// Kept apart from the app-building helpers, so the outbox reader (used by Playwright) loads no
// part of the API.

/** The path and token of the access link in a mail's text (`/access/{token}?redirect=…`). */
export function accessLinkOf(text: string): { path: string; token: string } | undefined {
	const match = /\/access\/([A-Za-z0-9_-]+)(\?[^\s"<>]*)?/.exec(text)
	if (!match?.[1]) return undefined
	return { path: match[0], token: match[1] }
}
