import * as z from 'zod'

// Photos (spec §7 "multimedia"): uploaded once, stored as JPEG in two sizes, served by id.

export const multimediaSizes = ['STANDARD', 'SAMPLE'] as const
export const multimediaSizeSchema = z.enum(multimediaSizes).meta({
	id: 'MultimediaSize',
	description: 'STANDARD fits 1024×1024; SAMPLE is a 128×128 square',
})
export type MultimediaSize = z.infer<typeof multimediaSizeSchema>

/** The largest file `POST /api/multimedia` takes: 5 MB. */
export const MULTIMEDIA_MAX_BYTES = 5 * 1024 * 1024

/** The most pixels (width × height) an uploaded image may have: 50 megapixels (why: the API's
 * caixa/services/photo-renditions.ts). More is refused 413 with code `TOO_MANY_PIXELS`. */
export const MULTIMEDIA_MAX_PIXELS = 50_000_000

/** The multipart/form-data body of `POST /api/multimedia`. */
export const multimediaUploadSchema = z
	.object({
		file: z.file().meta({
			type: 'string',
			format: 'binary',
			description:
				'An image (JPEG, PNG, WebP, GIF, AVIF or TIFF) of 5 MB and 50 megapixels at most; its bytes decide what it is, not its name or declared type',
		}),
	})
	.meta({ id: 'MultimediaUpload' })

/** What an upload answers; the photo itself is at the `Location` header's path. */
export const multimediaSchema = z
	.object({
		id: z.uuid(),
		contentType: z.literal('image/jpeg'),
		sizes: z.array(multimediaSizeSchema),
	})
	.meta({ id: 'Multimedia' })
export type Multimedia = z.infer<typeof multimediaSchema>

export const multimediaContentQuerySchema = z.object({
	size: multimediaSizeSchema.default('STANDARD'),
})
