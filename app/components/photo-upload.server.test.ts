import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blackPng } from '@caixa/testing/photo-bombs'
import { mintSession, type MintedSession } from '@caixa/testing/session'
import type * as PhotoUpload from '~/components/photo-upload.server'

// The photo form's action against the real API in process: each refusal the API can answer
// comes back on the photo field in the page's own words (here the keys: `t` echoes them), with
// the API's status. What was attached is looked at only when the upload went through.

type Module = typeof PhotoUpload

const t = (key: string, options?: Record<string, unknown>) =>
	options ? `${key} ${JSON.stringify(options)}` : key
const words = { tooLarge: 'words.tooLarge', notImage: 'words.notImage', saved: 'words.saved' }

let dataDir: string
let upload: Module
let ana: MintedSession

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-photo-upload-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	upload = await import('~/components/photo-upload.server')
	ana = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
})

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

async function send(bytes: Uint8Array, name: string, type: string) {
	const formData = new FormData()
	formData.set('intent', 'photo')
	formData.set('photo', new File([new Uint8Array(bytes)], name, { type }))
	const attached: string[] = []
	const answer = await upload.photoAction(
		{
			request: new Request('http://localhost/profile', { method: 'POST' }),
			token: ana.token,
			formData,
			tooLarge: false,
		},
		{
			t,
			words,
			attach: (id) => {
				attached.push(id)
				return Promise.resolve()
			},
			back: '/profile',
		},
	)
	return { answer, attached }
}

/** The photo field's errors and the status of a refusal (`data(...)`). */
function refusal(answer: unknown) {
	const { data, init } = answer as {
		data: { result: { error?: Record<string, string[]> } }
		init: { status?: number } | null
	}
	return { status: init?.status, photo: data.result.error?.photo }
}

describe('photoAction', () => {
	it('says an image of too many pixels has too many pixels, not that it is over 5 MB', async () => {
		const { answer, attached } = await send(blackPng(20_000, 20_000, 1), 'bomb.png', 'image/png')
		expect(refusal(answer)).toEqual({
			status: 413,
			photo: ['common:form.errors.photoTooManyPixels {"megapixels":50}'],
		})
		expect(attached).toEqual([])
	})

	it('says a file that is no image is none', async () => {
		const text = new TextEncoder().encode('not a photo')
		const { answer } = await send(text, 'photo.jpg', 'image/jpeg')
		expect(refusal(answer)).toEqual({ status: 415, photo: ['words.notImage'] })
	})

	it('attaches a photo the API took, and goes back with the saved words', async () => {
		const photo = await sharp({
			create: { width: 64, height: 64, channels: 3, background: '#3367cf' },
		})
			.png()
			.toBuffer()
		const { answer, attached } = await send(photo, 'me.png', 'image/png')
		expect((answer as Response).status).toBe(302)
		expect((answer as Response).headers.get('location')).toBe('/profile')
		expect(attached).toHaveLength(1)
	})
})
