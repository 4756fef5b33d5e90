import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/** Refuses a body over `maxBytes` with 413 before anything reads it (counted as it streams). */
export function limitBody(maxBytes = JSON_BODY_LIMIT_BYTES) {
	return bodyLimit({
		maxSize: maxBytes,
		onError: () => {
			throw new HTTPException(413, {
				message: `The request body is larger than the ${formatBytes(maxBytes)} allowed.`,
			})
		},
	})
}

function formatBytes(bytes: number): string {
	return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`
}
