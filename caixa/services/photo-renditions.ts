import sharp, { type Metadata, type Sharp } from 'sharp'
import { type MultimediaSize } from '@caixa/contract/multimedia'

/*
 * An uploaded photo becomes two JPEGs: STANDARD, fit inside 1024×1024 (never enlarged), and
 * SAMPLE, a 128×128 square cropped to cover (the avatar). What the upload is comes from its
 * bytes, read by sharp, never from its name or declared type. Each is turned upright by its EXIF
 * orientation first, and written without any metadata (sharp keeps none unless asked): no EXIF,
 * so no camera serial or GPS position leaves with a profile photo.
 */

export interface Rendition {
	bytes: Uint8Array
	width: number
	height: number
}

export type PhotoRenditions = Record<MultimediaSize, Rendition>

export type PhotoRefusal =
	/** The bytes are no image, or one in a format not taken (SVG, PDF…), or a broken one. */
	| 'not-an-image'
	/** More pixels than decoding safely allows: a small file can unpack into gigabytes. */
	| 'too-many-pixels'

export type PhotoResult =
	{ ok: true; renditions: PhotoRenditions } | { ok: false; reason: PhotoRefusal }

/** Raster formats a camera or a browser produces. Not SVG or PDF: rendering them runs a parser
 * of documents that can reference other files. */
const ACCEPTED_FORMATS: ReadonlySet<Metadata['format']> = new Set([
	'jpeg',
	'png',
	'webp',
	'gif',
	'heif', // AVIF reports itself as heif
	'tiff',
])

/** 50 megapixels: above any phone's photo, and about 200 MB decoded at most. */
export const MAX_INPUT_PIXELS = 50_000_000

export const STANDARD_MAX_SIDE = 1024
export const SAMPLE_SIDE = 128

export async function renderPhoto(input: Uint8Array): Promise<PhotoResult> {
	let metadata: Metadata
	try {
		metadata = await sharp(input).metadata()
	} catch {
		return { ok: false, reason: 'not-an-image' }
	}
	if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
		return { ok: false, reason: 'not-an-image' }
	}
	if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
		return { ok: false, reason: 'too-many-pixels' }
	}

	// failOn 'error': a JPEG with a recoverable quirk (common from older cameras) still decodes;
	// one that is truly broken does not.
	const upright = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
		.rotate()
		// JPEG has no transparency: a transparent PNG turns white, not black.
		.flatten({ background: '#ffffff' })
	try {
		const [standard, sample] = await Promise.all([
			toJpeg(
				upright.clone().resize(STANDARD_MAX_SIDE, STANDARD_MAX_SIDE, {
					fit: 'inside',
					withoutEnlargement: true,
				}),
				82,
			),
			// A small photo is enlarged to fill the square, so every avatar has the same size.
			toJpeg(
				upright.clone().resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'cover', position: 'attention' }),
				80,
			),
		])
		return { ok: true, renditions: { STANDARD: standard, SAMPLE: sample } }
	} catch {
		// The header read well but the pixels do not (a truncated or corrupt file).
		return { ok: false, reason: 'not-an-image' }
	}
}

async function toJpeg(pipeline: Sharp, quality: number): Promise<Rendition> {
	const { data, info } = await pipeline
		.jpeg({ quality, mozjpeg: true })
		.toBuffer({ resolveWithObject: true })
	return { bytes: new Uint8Array(data), width: info.width, height: info.height }
}
