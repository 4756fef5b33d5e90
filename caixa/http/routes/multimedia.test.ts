import { randomBytes, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MULTIMEDIA_MAX_BYTES, multimediaSchema } from '@caixa/contract/multimedia'
import {
	bearer,
	createMultimediaTestApp,
	jsonRequest,
	mintSession,
	useTestApi,
} from '@caixa/testing'
import { blackPng } from '@caixa/testing/photo-bombs'
import { photoDecoding } from '@caixa/services/photo-renditions'

type MultimediaTestApp = Awaited<ReturnType<typeof createMultimediaTestApp>>

/**
 * A 3000×2000 camera-like JPEG whose EXIF says "rotate 90° clockwise to show", left half red and
 * right half blue, with a camera make and copyright that must not survive the upload.
 */
function cameraPhoto(): Promise<Buffer> {
	const half = (background: string) =>
		sharp({ create: { width: 1500, height: 2000, channels: 3, background } })
			.png()
			.toBuffer()
	return Promise.all([half('#ff0000'), half('#0000ff')]).then(([red, blue]) =>
		sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#000000' } })
			.composite([
				{ input: red, left: 0, top: 0 },
				{ input: blue, left: 1500, top: 0 },
			])
			.jpeg({ quality: 90 })
			.withMetadata({ orientation: 6 })
			.withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Ana at home' } })
			.toBuffer(),
	)
}

function transparentPng(): Promise<Buffer> {
	return sharp({
		create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
	})
		.png()
		.toBuffer()
}

/**
 * A PNG whose header claims 10000×8000 pixels (80 megapixels) over a tiny image's data: what a
 * decompression bomb looks like to the first read, which is all it should get.
 */
async function hugePngHeader(): Promise<Buffer> {
	const png = Buffer.from(await transparentPng())
	// Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4)…
	png.writeUInt32BE(10_000, 16)
	png.writeUInt32BE(8_000, 20)
	const ihdr = png.subarray(12, 12 + 4 + 13)
	png.writeUInt32BE(crc32(ihdr), 12 + 4 + 13)
	return png
}

function form(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
	const body = new FormData()
	body.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
	return body
}

describe('POST /caixa/api/multimedia and GET /caixa/api/multimedia/content/{id}.jpg', () => {
	const api = useTestApi()
	let media: MultimediaTestApp
	let token: string
	let profileId: string

	beforeAll(async () => {
		media = await createMultimediaTestApp(api.db)
		const minted = await mintSession(
			{ name: 'Ana', surname: 'Souza', email: 'ana@example.com' },
			{ db: api.db, clock: media.clock },
		)
		token = minted.token
		profileId = minted.profile.id
	})

	afterEach(async () => {
		// Each test looks at what it stored alone.
		await api.db.updateTable('profiles').set({ photo_multimedia_id: null }).execute()
		await api.db.deleteFrom('multimedia').execute()
		await media.clear()
	})

	afterAll(async () => {
		await media.destroy()
	})

	const upload = (body: BodyInit, headers: Record<string, string> = bearer(token)) =>
		media.app.request('/caixa/api/multimedia', { method: 'POST', body, headers })
	const content = (path: string) => media.app.request(path)

	async function expectProblem(response: Response, status: number) {
		expect(response.status).toBe(status)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		return (await response.json()) as { detail: string }
	}

	async function expectNothingStored() {
		expect(await media.stored()).toEqual([])
		expect(await api.db.selectFrom('multimedia').selectAll().execute()).toEqual([])
	}

	it('stores a photo upright in two sizes, without its EXIF, and serves both', async () => {
		const photo = await cameraPhoto()
		// The fixture is what it claims: a landscape JPEG with EXIF orientation and a camera make.
		const original = await sharp(photo).metadata()
		expect([original.width, original.height, original.orientation]).toEqual([3000, 2000, 6])
		expect(photo.includes('SecretCam')).toBe(true)

		const response = await upload(form(photo))
		expect(response.status).toBe(201)
		const created = multimediaSchema.parse(await response.json())
		expect(created).toEqual({
			id: created.id,
			contentType: 'image/jpeg',
			sizes: ['STANDARD', 'SAMPLE'],
		})
		const location = `/caixa/api/multimedia/content/${created.id}.jpg`
		expect(response.headers.get('location')).toBe(location)

		const standard = await content(location)
		expect(standard.status).toBe(200)
		expect(standard.headers.get('content-type')).toBe('image/jpeg')
		expect(standard.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		const standardBytes = Buffer.from(await standard.arrayBuffer())
		const standardMeta = await sharp(standardBytes).metadata()
		// 3000×2000 turned upright is 2000×3000; fit inside 1024×1024.
		expect([standardMeta.format, standardMeta.width, standardMeta.height]).toEqual([
			'jpeg',
			683,
			1024,
		])
		expect(standardMeta.exif).toBeUndefined()
		expect(standardMeta.orientation).toBeUndefined()
		expect(standardBytes.includes('SecretCam')).toBe(false)
		// The red left half is on top once the photo is upright.
		const pixel = async (bytes: Buffer, x: number, y: number) => {
			const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
			const at = (y * info.width + x) * info.channels
			return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
		}
		const [topRed = 0, , topBlue = 0] = await pixel(standardBytes, 340, 100)
		const [bottomRed = 0, , bottomBlue = 0] = await pixel(standardBytes, 340, 900)
		expect(topRed).toBeGreaterThan(200)
		expect(topBlue).toBeLessThan(60)
		expect(bottomBlue).toBeGreaterThan(200)
		expect(bottomRed).toBeLessThan(60)

		const sample = await content(`${location}?size=SAMPLE`)
		expect(sample.status).toBe(200)
		expect(sample.headers.get('content-type')).toBe('image/jpeg')
		const sampleBytes = Buffer.from(await sample.arrayBuffer())
		const sampleMeta = await sharp(sampleBytes).metadata()
		expect([sampleMeta.format, sampleMeta.width, sampleMeta.height]).toEqual(['jpeg', 128, 128])
		expect(sampleMeta.exif).toBeUndefined()

		expect(Buffer.from(await (await content(`${location}?size=STANDARD`)).arrayBuffer())).toEqual(
			standardBytes,
		)
		const row = await api.db
			.selectFrom('multimedia')
			.selectAll()
			.where('id', '=', created.id)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({
			id: created.id,
			owner_profile_id: profileId,
			content_type: 'image/jpeg',
			storage_key: created.id,
			standard_bytes: standardBytes.byteLength,
			standard_width: 683,
			standard_height: 1024,
			sample_bytes: sampleBytes.byteLength,
			sample_width: 128,
			sample_height: 128,
			created_at: media.clock.now(),
		})
		expect(await media.stored()).toEqual([created.id])
	})

	it('reads what a file is from its bytes: a PNG named .jpg is taken, never enlarged', async () => {
		const response = await upload(form(await transparentPng(), 'scan.jpg', 'image/jpeg'))
		expect(response.status).toBe(201)
		const { id } = multimediaSchema.parse(await response.json())
		const standard = await sharp(
			Buffer.from(await (await content(`/caixa/api/multimedia/content/${id}.jpg`)).arrayBuffer()),
		).metadata()
		expect([standard.format, standard.width, standard.height]).toEqual(['jpeg', 64, 48])
		const sample = await sharp(
			Buffer.from(
				await (await content(`/caixa/api/multimedia/content/${id}.jpg?size=SAMPLE`)).arrayBuffer(),
			),
		).metadata()
		expect([sample.width, sample.height]).toEqual([128, 128])
	})

	it('refuses a text file named .jpg with 415, storing nothing', async () => {
		const text = new TextEncoder().encode('Not a photo at all, just words.\n'.repeat(100))
		const body = await expectProblem(await upload(form(text, 'photo.jpg', 'image/jpeg')), 415)
		expect(body.detail).toMatch(/not an image/i)
		await expectNothingStored()
	})

	it('refuses an SVG, an image format it does not take, with 415', async () => {
		const svg = new TextEncoder().encode(
			'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
		)
		await expectProblem(await upload(form(svg, 'logo.svg', 'image/svg+xml')), 415)
		await expectNothingStored()
	})

	it('refuses a JPEG cut short with 415, storing nothing', async () => {
		const photo = await cameraPhoto()
		await expectProblem(await upload(form(photo.subarray(0, photo.length / 3))), 415)
		await expectNothingStored()
	})

	it('refuses an image of more than 50 megapixels with 413, before decoding it', async () => {
		const bomb = await hugePngHeader()
		expect((await sharp(bomb).metadata()).width).toBe(10_000)
		const body = await expectProblem(await upload(form(bomb, 'huge.png', 'image/png')), 413)
		expect(body.detail).toMatch(/megapixels/)
		await expectNothingStored()
	})

	it('refuses a decompression bomb (20000×20000 in 48 KB) with 413 "too many pixels"', async () => {
		const bomb = blackPng(20_000, 20_000, 1)
		expect(bomb.byteLength).toBeLessThan(100 * 1024)
		expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
			format: 'png',
			width: 20_000,
			height: 20_000,
		})
		const body = (await expectProblem(await upload(form(bomb, 'bomb.png', 'image/png')), 413)) as {
			detail: string
			code?: string
		}
		expect(body.code).toBe('TOO_MANY_PIXELS')
		expect(body.detail).toMatch(/too many pixels/i)
		expect(body.detail).not.toMatch(/not an image/i)
		await expectNothingStored()
	})

	it('takes a 49-megapixel PNG, just under the limit, and stores it at 1024×1024', async () => {
		const response = await upload(form(blackPng(7_000, 7_000), 'big.png', 'image/png'))
		expect(response.status).toBe(201)
		const { id } = multimediaSchema.parse(await response.json())
		const standard = await content(`/caixa/api/multimedia/content/${id}.jpg`)
		const meta = await sharp(Buffer.from(await standard.arrayBuffer())).metadata()
		expect([meta.width, meta.height]).toEqual([1024, 1024])
	})

	it('decodes at most 2 photos at once with 8 waiting; past that 503 with Retry-After', async () => {
		// Take every place and every spot in the line with tasks held open.
		let release: () => void = () => undefined
		const held = new Promise<void>((resolve) => {
			release = resolve
		})
		const holders = Array.from({ length: 2 + 8 }, () => photoDecoding.run(() => held))
		expect([photoDecoding.running, photoDecoding.waiting]).toEqual([2, 8])
		try {
			const response = await upload(form(await transparentPng(), 'photo.png', 'image/png'))
			const body = (await expectProblem(response, 503)) as { code?: string }
			expect(body.code).toBe('BUSY')
			expect(response.headers.get('retry-after')).toBe('5')
			await expectNothingStored()
		} finally {
			release()
			await Promise.all(holders)
		}
		// The places are free again: the same upload goes through.
		expect(photoDecoding.running).toBe(0)
		const again = await upload(form(await transparentPng(), 'photo.png', 'image/png'))
		expect(again.status).toBe(201)
	})

	it('makes an upload wait for a decoding place rather than refuse it while the line is short', async () => {
		let release: () => void = () => undefined
		const held = new Promise<void>((resolve) => {
			release = resolve
		})
		const holders = Array.from({ length: 2 }, () => photoDecoding.run(() => held))
		const pending = upload(form(await transparentPng(), 'photo.png', 'image/png'))
		// It joins the line behind the two held places, and nothing is stored while it waits.
		await expect.poll(() => photoDecoding.waiting).toBe(1)
		expect(await media.stored()).toEqual([])
		release()
		await Promise.all(holders)
		expect((await pending).status).toBe(201)
	})

	it('refuses a 6 MB file with 413 as it streams, storing nothing', async () => {
		const body = await expectProblem(await upload(form(randomBytes(6 * 1024 * 1024))), 413)
		expect(body.detail).toContain('5 MB')
		await expectNothingStored()
	})

	it('refuses a body declared over the limit with 413 before reading it', async () => {
		const response = await upload(form(await transparentPng()), {
			...bearer(token),
			'Content-Length': String(6 * 1024 * 1024),
		})
		await expectProblem(response, 413)
		await expectNothingStored()
	})

	it('holds the file itself to 5 MB, whatever room the form framing leaves', async () => {
		await expectProblem(await upload(form(randomBytes(MULTIMEDIA_MAX_BYTES + 1))), 413)
		// Exactly 5 MB passes the size check, and is then judged on what it is.
		await expectProblem(await upload(form(randomBytes(MULTIMEDIA_MAX_BYTES))), 415)
		await expectNothingStored()
	})

	it('needs a session: 401 without one, before reading the file', async () => {
		const response = await upload(form(await transparentPng()), {})
		expect(response.status).toBe(401)
		expect(response.headers.get('www-authenticate')).toBe('Bearer')
		const big = await upload(form(randomBytes(6 * 1024 * 1024)), {})
		expect(big.status).toBe(401)
		await expectNothingStored()
	})

	it('refuses a body that is not multipart/form-data with 415', async () => {
		await expectProblem(
			await upload(JSON.stringify({ file: 'x' }), {
				...bearer(token),
				'Content-Type': 'application/json',
			}),
			415,
		)
	})

	it('refuses a form without a file with 422 naming the field', async () => {
		const body = new FormData()
		body.append('file', 'just text')
		const problem = (await expectProblem(await upload(body), 422)) as {
			errors?: { path: string }[]
		}
		expect(problem.errors?.map((error) => error.path)).toEqual(['file'])
		await expectNothingStored()
	})

	it('answers 404 for a photo that does not exist or an id that is none', async () => {
		await expectProblem(await content(`/caixa/api/multimedia/content/${randomUUID()}.jpg`), 404)
		await expectProblem(await content('/caixa/api/multimedia/content/not-an-id.jpg'), 404)
		await expectProblem(await content('/caixa/api/multimedia/content/../../caixa.sqlite.jpg'), 404)
		await expectProblem(await content(`/caixa/api/multimedia/content/${randomUUID()}.png`), 404)
	})

	it('answers 422 for an unknown size', async () => {
		const created = await upload(form(await transparentPng()))
		const location = created.headers.get('location') ?? ''
		await expectProblem(await content(`${location}?size=HUGE`), 422)
	})

	it('keeps the 1 MB JSON limit on every other route', async () => {
		const response = await media.app.request(
			'/caixa/api/session/photo',
			jsonRequest('PUT', { multimedia: 'x'.repeat(2 * 1024 * 1024) }, bearer(token)),
		)
		await expectProblem(response, 413)
	})
})
