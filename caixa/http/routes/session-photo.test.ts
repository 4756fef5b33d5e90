import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multimediaSchema } from '@caixa/contract/multimedia'
import { sessionSchema } from '@caixa/contract/session'
import {
	bearer,
	createMultimediaTestApp,
	jsonRequest,
	mintSession,
	useTestApi,
} from '@caixa/testing'

describe('PUT /caixa/api/session/photo', () => {
	const api = useTestApi()
	let media: Awaited<ReturnType<typeof createMultimediaTestApp>>

	beforeAll(async () => {
		media = await createMultimediaTestApp(api.db)
	})

	afterAll(async () => {
		await media.destroy()
	})

	const mint = (email: string) =>
		mintSession({ name: 'Rui', surname: 'Lopes', email }, { db: api.db, clock: media.clock })

	async function uploadPhoto(token: string): Promise<string> {
		const image = await sharp({
			create: { width: 300, height: 200, channels: 3, background: '#3366cc' },
		})
			.png()
			.toBuffer()
		const body = new FormData()
		body.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png')
		const response = await media.app.request('/caixa/api/multimedia', {
			method: 'POST',
			body,
			headers: bearer(token),
		})
		expect(response.status).toBe(201)
		return multimediaSchema.parse(await response.json()).id
	}

	const putPhoto = (token: string | null, body: unknown) =>
		media.app.request(
			'/caixa/api/session/photo',
			jsonRequest('PUT', body, token ? bearer(token) : {}),
		)

	it("sets the caller's photo and answers the session that shows it", async () => {
		const { token, session } = await mint('rui@example.com')
		const id = await uploadPhoto(token)

		const response = await putPhoto(token, { multimedia: id })
		expect(response.status).toBe(200)
		const photo = `/caixa/api/multimedia/content/${id}.jpg`
		expect(sessionSchema.parse(await response.json())).toEqual({ ...session, photo })

		const current = await media.app.request('/caixa/api/session', { headers: bearer(token) })
		expect(sessionSchema.parse(await current.json()).photo).toBe(photo)

		// What the web app does for an avatar: the path as it is, plus the size.
		const avatar = await media.app.request(`${photo}?size=SAMPLE`)
		expect(avatar.status).toBe(200)
		const avatarMeta = await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()
		expect([avatarMeta.width, avatarMeta.height]).toEqual([128, 128])
	})

	it('replaces an earlier photo', async () => {
		const { token } = await mint('rui.2@example.com')
		await putPhoto(token, { multimedia: await uploadPhoto(token) })
		const second = await uploadPhoto(token)
		const response = await putPhoto(token, { multimedia: second })
		expect(sessionSchema.parse(await response.json()).photo).toContain(second)
	})

	it("answers 404 for someone else's photo, and leaves the photo as it was", async () => {
		const owner = await mint('owner@example.com')
		const other = await mint('other@example.com')
		const theirs = await uploadPhoto(owner.token)

		const response = await putPhoto(other.token, { multimedia: theirs })
		expect(response.status).toBe(404)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		const current = await media.app.request('/caixa/api/session', { headers: bearer(other.token) })
		expect(sessionSchema.parse(await current.json()).photo).toBeNull()
	})

	it('answers 404 for a photo that does not exist', async () => {
		const { token } = await mint('rui.3@example.com')
		expect((await putPhoto(token, { multimedia: randomUUID() })).status).toBe(404)
	})

	it('answers 422 when multimedia is not an id', async () => {
		const { token } = await mint('rui.4@example.com')
		const response = await putPhoto(token, { multimedia: 'me.jpg' })
		expect(response.status).toBe(422)
		expect(((await response.json()) as { errors: { path: string }[] }).errors).toEqual([
			{ path: 'multimedia', message: expect.any(String) },
		])
	})

	it('needs a session', async () => {
		const response = await putPhoto(null, { multimedia: randomUUID() })
		expect(response.status).toBe(401)
	})
})
