import { type IncomingHttpHeaders } from 'node:http'
import { MULTIMEDIA_MAX_BYTES } from '@caixa/contract/multimedia'

const MEGABYTE = 1024 * 1024

/**
 * How large a request body the web server lets through to a page's action (server.ts; /caixa/*
 * is left to the API, which counts its own bodies as they stream and answers problem+json).
 *
 * - A form (urlencoded, or the JSON a fetcher sends): 1 MB — the record form with a hundred
 *   product lines is a few KB, and Remix reads such a body whole into memory.
 * - A multipart form (the photo forms): ten times the photo limit, and a megabyte for the other
 *   fields. The photo's action keeps at most MULTIMEDIA_MAX_BYTES in memory and reads an
 *   oversized file to its end (up to ten times the limit) only to answer "that photo is too
 *   large" on the field; past that, the server refuses before reading a byte.
 */
export const FORM_BODY_LIMIT_BYTES = MEGABYTE
/** How far the photo's action reads an oversized file (photo-upload.server.ts) before cutting it off. */
export const PHOTO_DRAIN_LIMIT_BYTES = 10 * MULTIMEDIA_MAX_BYTES
export const MULTIPART_BODY_LIMIT_BYTES = PHOTO_DRAIN_LIMIT_BYTES + MEGABYTE

export function bodyLimitOf(contentType: string | undefined): number {
	return (contentType ?? '').toLowerCase().startsWith('multipart/form-data')
		? MULTIPART_BODY_LIMIT_BYTES
		: FORM_BODY_LIMIT_BYTES
}

export type BodyVerdict =
	| { accepted: true }
	| { accepted: false; status: 411 }
	| { accepted: false; status: 413; limitBytes: number }

/**
 * Decides from the headers alone, before a byte of the body is read: a declared length over
 * the limit is 413. The length must be declared: a browser always sends Content-Length with a
 * form, and Node's parser then reads exactly that many bytes as this request's body (what
 * follows is parsed as the next request, or refused by clientError), so no counting stream is
 * needed to hold the body to its declared size. A chunked body of unknown length (a script's,
 * never a browser form's) is 411 rather than read until it proves too large.
 */
export function checkBody(headers: IncomingHttpHeaders): BodyVerdict {
	const declared = headers['content-length']
	if (declared === undefined) {
		return headers['transfer-encoding'] === undefined
			? { accepted: true }
			: { accepted: false, status: 411 }
	}
	const limitBytes = bodyLimitOf(headers['content-type'])
	return Number(declared) > limitBytes
		? { accepted: false, status: 413, limitBytes }
		: { accepted: true }
}
