import sharp, { type Metadata, type Sharp } from 'sharp'
import { MULTIMEDIA_MAX_PIXELS, type MultimediaSize } from '@caixa/contract/multimedia'
import { createGate } from './upload-gate'

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
	/** Every decoding place is taken and the line for one is full: try again in a moment. */
	| 'busy'

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

/**
 * 50 megapixels: above any phone's photo (a 48 MP one is past the 5 MB file limit long before),
 * 150 MB as RGB were it decoded whole — it is not: a JPEG is shrunk as it loads, and other formats
 * are read top to bottom into the resize, so a 49 MP PNG costs about 45 MB while it decodes
 * (measured, caixa/scripts/bench-upload-memory.ts). Kept, since the memory budget holds with it.
 */
export const MAX_INPUT_PIXELS = MULTIMEDIA_MAX_PIXELS

export const STANDARD_MAX_SIDE = 1024
export const SAMPLE_SIDE = 128

// libvips, set once for the process. Its operation cache keeps recent results for reuse; every
// upload is a different image, so it would only hold memory (up to 50 MB and 100 operations
// by default). One thread per image: sharp's default on glibc already, said here so that it holds
// under another allocator too; the parallelism is the gate's, an image per core.
sharp.cache(false)
sharp.concurrency(1)

/**
 * At most 2 photos decoding at once in this process (one per core of the 2-core machines the
 * product runs on; each holds up to ~45 MB while it decodes), 8 more waiting — each waiter holds
 * its upload (5 MB at most) — and past that the upload is turned away with 503 and Retry-After
 * rather than queued without end. One gate for the process, as the memory is the process's,
 * whichever app instance takes the upload. With both, 21 uploads of the 49 MP bomb set at once
 * left the API at 154 MB (under MALLOC_ARENA_MAX=2 and MALLOC_TRIM_THRESHOLD_=131072, which
 * scripts/start.sh and the Dockerfile set: without them glibc kept 365 MB; see
 * docs/operations.md "Memory").
 */
export const photoDecoding = createGate({ concurrent: 2, queue: 8 })

export async function renderPhoto(input: Uint8Array): Promise<PhotoResult> {
	let metadata: Metadata
	try {
		// The header alone, whatever size it claims: the claim is judged below, and a bomb's
		// header must read as too many pixels (413), not as no image at all.
		metadata = await sharp(input, { limitInputPixels: false }).metadata()
	} catch {
		return { ok: false, reason: 'not-an-image' }
	}
	if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
		return { ok: false, reason: 'not-an-image' }
	}
	if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
		return { ok: false, reason: 'too-many-pixels' }
	}
	const gated = await photoDecoding.run(() => decode(input))
	return gated.ok ? gated.value : { ok: false, reason: 'busy' }
}

/**
 * The image is decoded once, straight to STANDARD's size (shrink-on-load for a JPEG, a sequential
 * read for the rest), and both JPEGs are made from those few pixels: SAMPLE's 128×128 crop loses
 * nothing by starting from 1024 rather than from the camera's 7000.
 */
async function decode(input: Uint8Array): Promise<PhotoResult> {
	try {
		// failOn 'error': a JPEG with a recoverable quirk (common from older cameras) still
		// decodes; one that is truly broken does not. limitInputPixels again, should a header lie.
		const { data, info } = await sharp(input, {
			failOn: 'error',
			limitInputPixels: MAX_INPUT_PIXELS,
			sequentialRead: true,
		})
			// Upright by its EXIF orientation; sharp turns the image after shrinking it.
			.rotate()
			.resize(STANDARD_MAX_SIDE, STANDARD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
			// JPEG has no transparency: a transparent PNG turns white, not black.
			.flatten({ background: '#ffffff' })
			.removeAlpha()
			.raw()
			.toBuffer({ resolveWithObject: true })
		const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } }
		const standard = await toJpeg(sharp(data, pixels), 82)
		// A small photo is enlarged to fill the square, so every avatar has the same size.
		const sample = await toJpeg(
			sharp(data, pixels).resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'cover', position: 'attention' }),
			80,
		)
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
