import {
	MaxPartSizeExceededError,
	unstable_parseMultipartFormData,
	type UploadHandler,
} from '@remix-run/node'
import { MULTIMEDIA_MAX_BYTES } from '@caixa/contract/multimedia'

// A photo sent by a plain multipart form (so it works without JavaScript), for every page that
// takes one: the profile, a unit, a company.

// Past this, an upload is no longer someone's oversized photo and is cut off rather than read.
const DRAIN_LIMIT_BYTES = 10 * MULTIMEDIA_MAX_BYTES
const TEXT_FIELD_LIMIT_BYTES = 1024

/**
 * The form data of a request: a multipart one read through photoUploadHandler (`tooLarge` says
 * whether a file was dropped for its size), any other as usual.
 */
export async function readPhotoFormData(
	request: Request,
): Promise<{ formData: FormData; tooLarge: boolean }> {
	const upload = { tooLarge: false }
	const isMultipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
	const formData = isMultipart
		? await unstable_parseMultipartFormData(request, photoUploadHandler(upload))
		: await request.formData()
	return { formData, tooLarge: upload.tooLarge }
}

/**
 * Keeps the photo in memory up to MULTIMEDIA_MAX_BYTES. A larger one is read to its end and
 * dropped (flagging `tooLarge`), so the browser gets a page saying so rather than a connection
 * cut mid-upload.
 */
export function photoUploadHandler(upload: { tooLarge: boolean }): UploadHandler {
	return async ({ name, filename, contentType, data: stream }) => {
		const limit = filename === undefined ? TEXT_FIELD_LIMIT_BYTES : MULTIMEDIA_MAX_BYTES
		const chunks: Uint8Array[] = []
		let size = 0
		for await (const chunk of stream) {
			size += chunk.byteLength
			if (size > DRAIN_LIMIT_BYTES) throw new MaxPartSizeExceededError(name, DRAIN_LIMIT_BYTES)
			if (size <= limit) chunks.push(chunk)
		}
		if (size > limit) {
			if (filename !== undefined) upload.tooLarge = true
			return null
		}
		const bytes = Buffer.concat(chunks)
		if (filename === undefined) return new TextDecoder().decode(bytes)
		// A file input left empty still sends a part, nameless and empty.
		if (!filename || size === 0) return null
		return new File([bytes], filename, { type: contentType })
	}
}
