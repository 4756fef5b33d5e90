import { parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	MaxPartSizeExceededError,
	unstable_parseMultipartFormData,
	type UploadHandler,
} from '@remix-run/node'
import { endpoints } from '@caixa/contract/endpoints'
import { MULTIMEDIA_MAX_BYTES, MULTIMEDIA_MAX_PIXELS } from '@caixa/contract/multimedia'
import { type Translate } from '~/components/form-errors'
import { photoFormSchema, validatePhoto } from '~/components/photo-validation'
import { PHOTO_DRAIN_LIMIT_BYTES } from '~/server/body-limit.server'
import { apiUnavailable } from '~/server/caixa-refusal.server'
import { CaixaProblem, caixaCall } from '~/server/caixa.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound } from '~/server/not-found.server'

// A photo sent by a plain multipart form (so it works without JavaScript), for every page that
// takes one: the profile, a unit, a company.

// Past PHOTO_DRAIN_LIMIT_BYTES an upload is no longer someone's oversized photo and is cut off
// rather than read; the web server refuses a body past it before reading (body-limit.server.ts).
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
			if (size > PHOTO_DRAIN_LIMIT_BYTES)
				throw new MaxPartSizeExceededError(name, PHOTO_DRAIN_LIMIT_BYTES)
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

/**
 * The photo form's action (components/photo-form.tsx), for the profile, a company and a unit:
 * the file checked, sent to POST /multimedia, its id handed to `attach` (the owner's PUT
 * …/photo, which may answer cookies to set), then back to `back` with `words.saved`. A file too
 * large, an image of too many pixels or no image comes back on the field, with the API's status
 * (413, 415); the API too busy decoding photos (503) says to try again in a moment; a 404 is the
 * page's own when `notFoundPage` says so.
 */
export async function photoAction(
	{
		request,
		token,
		formData,
		tooLarge,
	}: { request: Request; token: string; formData: FormData; tooLarge: boolean },
	{
		t,
		words,
		attach,
		back,
		notFoundPage = false,
	}: {
		t: Translate
		words: { tooLarge: string; notImage: string; saved: string }
		attach: (multimedia: string) => Promise<HeadersInit | void>
		back: string
		notFoundPage?: boolean
	},
) {
	const refuse = (message: string, status: number) =>
		data(
			{
				intent: 'photo' as const,
				result: parseWithZod(formData, { schema: photoFormSchema.pick({ intent: true }) }).reply({
					fieldErrors: { photo: [message] },
				}),
			},
			{ status },
		)
	if (tooLarge) return refuse(words.tooLarge, 413)
	const submission = validatePhoto(formData, t)
	if (submission.status !== 'success') {
		return data({ intent: 'photo' as const, result: submission.reply() }, { status: 400 })
	}
	const body = new FormData()
	body.set('file', submission.value.photo)
	let headers: HeadersInit | void
	try {
		const { data: multimedia } = await caixaCall(endpoints.multimedia.upload, {
			body,
			token,
			request,
		})
		headers = await attach(multimedia.id)
	} catch (error) {
		// The API's 413 is either the file's bytes or, under 5 MB, the image's pixels.
		if (error instanceof CaixaProblem && error.code === 'TOO_MANY_PIXELS') {
			const megapixels = MULTIMEDIA_MAX_PIXELS / 1_000_000
			return refuse(t('common:form.errors.photoTooManyPixels', { megapixels }), 413)
		}
		if (error instanceof CaixaProblem && error.status === 413) return refuse(words.tooLarge, 413)
		if (error instanceof CaixaProblem && error.status === 415) return refuse(words.notImage, 415)
		if (notFoundPage && error instanceof CaixaProblem && error.status === 404) {
			throw notFound()
		}
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return refuse(unavailable.message, unavailable.status)
		throw error
	}
	return redirectWithToast(
		back,
		{ type: 'success', title: words.saved },
		headers ? { headers } : undefined,
	)
}
