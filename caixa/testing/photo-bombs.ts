import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Uploads that are hard on memory, within the 5 MB a file may be: what an operator saw take the
// server to 625 MB, and the classic decompression bomb. Used by the upload tests and by
// caixa/scripts/bench-upload-memory.ts.

/** 7000×7000: 49 megapixels, just under the 50 the upload took when this was written. */
export const BOMB_SIDE = 7000

/**
 * A PNG of `width`×`height` pixels, every one black, written by hand: the rows are all zeros,
 * so zlib packs them about a thousand to one and a 20000×20000 image is a few tens of KB on
 * disk, hundreds of MB once decoded. Greyscale 1-bit (`bitDepth` 1) or RGB 8-bit (8).
 */
export function blackPng(width: number, height: number, bitDepth: 1 | 8 = 8): Buffer {
	const colourType = bitDepth === 1 ? 0 : 2 // greyscale, or RGB
	const rowBytes = 1 + (bitDepth === 1 ? Math.ceil(width / 8) : width * 3) // filter byte + pixels
	const header = Buffer.alloc(13)
	header.writeUInt32BE(width, 0)
	header.writeUInt32BE(height, 4)
	header.writeUInt8(bitDepth, 8)
	header.writeUInt8(colourType, 9) // compression 0, filter 0, interlace 0 follow
	const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 })
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', pixels),
		chunk('IEND', Buffer.alloc(0)),
	])
}

function chunk(type: string, data: Buffer): Buffer {
	const length = Buffer.alloc(4)
	length.writeUInt32BE(data.length)
	const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
	const crc = Buffer.alloc(4)
	crc.writeUInt32BE(crc32(typeAndData))
	return Buffer.concat([length, typeAndData, crc])
}

/**
 * A camera-like 49-megapixel JPEG under 5 MB: smooth colour noise (a small noisy image blown
 * up), which is what makes a JPEG large, without the fine detail that would take it past 5 MB.
 */
export async function bigJpeg(side = BOMB_SIDE): Promise<Buffer> {
	return sharp(await noise(120))
		.resize(side, side, { kernel: 'cubic' })
		.jpeg({ quality: 80 })
		.toBuffer()
}

/** A 49-megapixel RGB PNG of coloured blocks: about 1 MB, 147 MB once decoded. */
export async function bigPng(side = BOMB_SIDE): Promise<Buffer> {
	return sharp(await noise(120))
		.resize(side, side, { kernel: 'nearest' })
		.png({ compressionLevel: 9 })
		.toBuffer()
}

function noise(side: number): Promise<Buffer> {
	return sharp({
		create: {
			width: side,
			height: side,
			channels: 3,
			background: '#808080',
			noise: { type: 'gaussian', mean: 128, sigma: 60 },
		},
	})
		.png()
		.toBuffer()
}
