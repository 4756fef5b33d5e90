import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createMailer, firstLink } from './mail'

describe('mail without a mail server', () => {
	let dataDir: string
	let log: MockInstance<typeof console.log>

	beforeEach(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-mail-'))
		log = vi.spyOn(console, 'log').mockImplementation(() => {})
	})

	afterEach(async () => {
		await rm(dataDir, { recursive: true, force: true })
	})

	it('writes each message to the outbox and logs its link', async () => {
		const mailer = createMailer({
			from: 'Caixa <no-reply@caixa.local>',
			dataDir,
			clock: { now: () => Date.UTC(2025, 4, 6, 7, 8, 9, 10) },
		})

		await mailer.sendMail({
			to: 'ana@example.com',
			subject: 'Your sign-in link',
			text: 'Open http://localhost:3000/access/abc_DEF-123 within 15 minutes.\nOr https://other.example',
			html: '<p>Open the link</p>',
		})

		const files = await readdir(path.join(dataDir, 'outbox'))
		expect(files).toHaveLength(1)
		expect(files[0]).toMatch(/^20250506T070809010Z-[0-9a-f-]{36}\.json$/)
		const written: unknown = JSON.parse(
			await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8'),
		)
		expect(written).toMatchObject({
			from: 'Caixa <no-reply@caixa.local>',
			to: 'ana@example.com',
			subject: 'Your sign-in link',
			sentAt: '2025-05-06T07:08:09.010Z',
			html: '<p>Open the link</p>',
		})
		expect(log).toHaveBeenCalledWith(
			expect.stringContaining('http://localhost:3000/access/abc_DEF-123'),
		)
	})

	it('keeps every message, even two sent in the same millisecond', async () => {
		const mailer = createMailer({ from: 'x@caixa.local', dataDir, clock: { now: () => 0 } })
		await mailer.sendMail({ to: 'a@example.com', subject: 'One', text: 'no link' })
		await mailer.sendMail({ to: 'b@example.com', subject: 'Two', text: 'no link' })
		expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(2)
	})
})

describe('firstLink', () => {
	it('finds the first http(s) URL of a text', () => {
		expect(firstLink('Go to <https://caixa.app/access/x>. Then http://b')).toBe(
			'https://caixa.app/access/x',
		)
		expect(firstLink('no link here')).toBeUndefined()
	})
})
