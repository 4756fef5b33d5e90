import { type Duplex } from 'node:stream'

/**
 * Node answers a request it cannot parse — headers over its 16 KB limit, a malformed request
 * line — itself, before any handler runs, with an empty body. Both servers (the web server and
 * the API on its own) hand that moment here instead, so the answer is a problem+json like every
 * other refusal (API.md): 431 for headers too large, 400 for the rest.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
	// A reset connection or one already answered has nobody left to read an answer.
	if (error.code === 'ECONNRESET' || !socket.writable) {
		socket.destroy()
		return
	}
	const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
	const status = tooLarge ? 431 : 400
	const body = JSON.stringify({
		type: 'about:blank',
		title: tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
		status,
		detail: tooLarge
			? 'The request headers are larger than the 16 KB allowed.'
			: 'The request could not be read.',
	})
	socket.end(
		[
			`HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}`,
			'Content-Type: application/problem+json',
			'X-Content-Type-Options: nosniff',
			`Content-Length: ${Buffer.byteLength(body)}`,
			'Connection: close',
			'',
			body,
		].join('\r\n'),
	)
}
