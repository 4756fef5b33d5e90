/**
 * The address of the client a request comes from, for per-client rate limits: the first entry
 * of X-Forwarded-For (the web app forwards the browser's address there, and a proxy in front
 * appends to it), else X-Real-IP, else null. These headers are only as true as whatever
 * sets them: a deployment must put the API behind a proxy (or the web app) that overwrites
 * X-Forwarded-For with the real peer address, or a client can claim any address it likes.
 */
export function clientAddress(headers: Headers): string | null {
	const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
	if (forwarded) return forwarded
	const real = headers.get('x-real-ip')?.trim()
	if (real) return real
	return null
}
