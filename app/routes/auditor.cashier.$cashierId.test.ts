import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { type MintedSession, mintSession } from '@caixa/testing/session'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'
import type * as CaixaServer from '~/server/caixa.server'
import type * as Layout from './auditor.cashier.$cashierId'
import type * as List from './auditor.cashier.$cashierId._index'
import type * as RecordPage from './auditor.cashier.$cashierId.inventory.$inventoryId'
import type * as WriterPage from './cashier.$cashierId.inventory.$inventoryId/route'

// The auditor's view against the real API in process: who reaches it, the
// list's own reaction and its filter, the reaction buttons' one post (set, replace, take back),
// the comment form's refusals and markup kept as text, and the writer's side of the thread.

let dataDir: string
let layout: typeof Layout
let list: typeof List
let recordPage: typeof RecordPage
let writerPage: typeof WriterPage
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let auditor: MintedSession
let stranger: MintedSession
let cashierId: string
let saleId: string
let rentId: string

const request = signedInRequest
const thrown = thrownResponse

const args = (req: Request, inventoryId = '') => ({
	request: req,
	params: { cashierId, inventoryId },
	context: {},
})

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-auditor-view-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	layout = await import('./auditor.cashier.$cashierId')
	list = await import('./auditor.cashier.$cashierId._index')
	recordPage = await import('./auditor.cashier.$cashierId.inventory.$inventoryId')
	writerPage = await import('./cashier.$cashierId.inventory.$inventoryId/route')
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	auditor = await mintSession({ name: 'Caio', surname: 'Reis', email: 'caio@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Lima', email: 'edu@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	cashierId = cashier.id
	const record = async (description: string, input: boolean) =>
		(
			await call(endpoints.cashiers.inventories.create, {
				params: { id: cashierId },
				token: owner.token,
				body: { input, issuedOn: '2024-05-10', total: 1000, description },
			})
		).data.id
	saleId = await record('Sorvete', true)
	rentId = await record('Aluguel', false)
	await call(endpoints.invites.cashiers.create, { token: auditor.token, body: { cashierId } })
	const auditors = { unitId: cashier.unit.id, cashierId }
	const { data: requests } = await call(endpoints.units.cashiers.auditors.list, {
		params: auditors,
		token: owner.token,
	})
	await call(endpoints.units.cashiers.auditors.accept, {
		params: auditors,
		token: owner.token,
		body: { inviteId: requests[0]!.id },
	})
	// Importing the routes and the API, then migrating a database: slow on a busy machine.
}, 60_000)

afterAll(async () => {
	const { closeDefaultDatabase } = await import('@caixa/db/default-database')
	await closeDefaultDatabase()
	await rm(dataDir, { recursive: true, force: true })
})

describe('the auditor view', () => {
	it('is its auditor’s alone: the owner and a stranger get 404', async () => {
		const seen = await layout.loader(args(await request(auditor, `/auditor/cashier/${cashierId}`)))
		expect(seen.cashier).toEqual({ id: cashierId, name: 'Balcão', unitName: 'Sorveteria' })
		for (const someone of [owner, stranger]) {
			const refused = await thrown(
				layout.loader(args(await request(someone, `/auditor/cashier/${cashierId}`))),
			)
			expect(refused.status).toBe(404)
		}
	})

	it('lists the records with my reaction, and filters by it', async () => {
		const all = await list.loader(args(await request(auditor, `/auditor/cashier/${cashierId}`)))
		expect(all.rows.map((row) => [row.id, row.myReaction])).toEqual(
			expect.arrayContaining([
				[saleId, 'NONE'],
				[rentId, 'NONE'],
			]),
		)
	})
})

describe('a record as its auditor reads it', () => {
	const pagePath = () => `/auditor/cashier/${cashierId}/inventory/${rentId}`
	const react = async (reaction: string) =>
		(await recordPage.action(
			args(await request(auditor, pagePath(), { intent: 'react', reaction }), rentId),
		)) as Response
	const mine = async () =>
		(await recordPage.loader(args(await request(auditor, pagePath()), rentId))).record.myReaction

	it('sets a reaction, replaces it, and takes it back when pressed again', async () => {
		const set = await react('QUESTION')
		expect(set.status).toBe(302)
		expect(set.headers.get('Location')).toBe(pagePath())
		expect(await mine()).toBe('QUESTION')
		const filtered = await list.loader(
			args(await request(auditor, `/auditor/cashier/${cashierId}?myReaction=QUESTION`)),
		)
		expect(filtered.rows.map((row) => row.id)).toEqual([rentId])
		await react('APPROVED')
		expect(await mine()).toBe('APPROVED')
		await react('APPROVED')
		expect(await mine()).toBe('NONE')
	})

	it('sends a page without JavaScript back to its buttons, and a scripted one where it was', async () => {
		const post = async (mode: string) => {
			const req = await request(auditor, pagePath(), { intent: 'react', reaction: 'REJECTED' })
			req.headers.set('Sec-Fetch-Mode', mode)
			return (await recordPage.action(args(req, rentId))) as Response
		}
		// The browser navigated to post: the reloaded page opens at the buttons.
		expect((await post('navigate')).headers.get('Location')).toBe(`${pagePath()}#reactions`)
		// Remix's fetch: no hash, which would undo the kept scroll position.
		expect((await post('same-origin')).headers.get('Location')).toBe(pagePath())
		expect(await mine()).toBe('NONE')
	})

	it('refuses an empty comment in words, keeping what was typed, and keeps markup as text', async () => {
		const empty = await recordPage.action(
			args(await request(auditor, pagePath(), { intent: 'comment', comment: '   ' }), rentId),
		)
		expect(empty).toMatchObject({
			init: { status: 400 },
			data: {
				result: {
					initialValue: { intent: 'comment', comment: '   ' },
					error: { comment: ['Write a comment first.'] },
				},
			},
		})
		// The limit is the contract's, said with the count; what was typed comes back whole.
		const long = ` ${'x'.repeat(2_001)} `
		const tooLong = await recordPage.action(
			args(await request(auditor, pagePath(), { intent: 'comment', comment: long }), rentId),
		)
		expect(tooLong).toMatchObject({
			init: { status: 400 },
			data: {
				result: {
					initialValue: { comment: long },
					error: { comment: ['Use at most 2000 characters (this one has 2001).'] },
				},
			},
		})
		const sent = (await recordPage.action(
			args(
				await request(auditor, pagePath(), { intent: 'comment', comment: ' <b>Recibo?</b> ' }),
				rentId,
			),
		)) as Response
		expect(sent.status).toBe(302)
		expect(sent.headers.get('Location')).toBe(`${pagePath()}#comments`)
		const { comments, commentConstraint } = await recordPage.loader(
			args(await request(auditor, pagePath()), rentId),
		)
		// The refusals sent nothing; the box's HTML limits are the contract's too.
		expect(commentConstraint).toMatchObject({ comment: { maxLength: 2_000 } })
		expect(
			comments.map((comment) => [comment.comment, comment.authorRole, comment.author.name]),
		).toEqual([['<b>Recibo?</b>', 'AUDITOR', 'Caio']])
	})

	it('answers a stranger’s posts with the page’s 404', async () => {
		const refused = await thrown(
			recordPage.action(
				args(
					await request(stranger, pagePath(), { intent: 'react', reaction: 'REJECTED' }),
					rentId,
				),
			),
		)
		expect(refused.status).toBe(404)
	})
})

describe('the writer’s side of the thread', () => {
	it('shows who reacted how and the comments, and answers', async () => {
		const writerPath = `/cashier/${cashierId}/inventory/${saleId}`
		await call(endpoints.auditorSpace.inventories.reactions.set, {
			params: { id: cashierId, inventoryId: saleId },
			token: auditor.token,
			body: { reaction: 'REJECTED' },
		})
		const answered = (await writerPage.action(
			args(
				await request(owner, writerPath, { intent: 'comment', comment: 'Está no caixa.' }),
				saleId,
			),
		)) as Response
		expect(answered.status).toBe(302)
		// The writer's form refuses as the auditor's does, keeping what was typed.
		for (const [comment, words] of [
			['  \n ', 'Write a comment first.'],
			['y'.repeat(2_001), 'Use at most 2000 characters (this one has 2001).'],
		] as const) {
			const refused = await writerPage.action(
				args(await request(owner, writerPath, { intent: 'comment', comment }), saleId),
			)
			expect(refused).toMatchObject({
				init: { status: 400 },
				data: { result: { initialValue: { comment }, error: { comment: [words] } } },
			})
		}
		const shown = await writerPage.loader(args(await request(owner, writerPath), saleId))
		expect(shown.commentConstraint).toMatchObject({ comment: { maxLength: 2_000 } })
		expect(shown.reactions.map((entry) => [entry.profile.name, entry.reaction])).toEqual([
			['Caio', 'REJECTED'],
		])
		expect(shown.comments.map((comment) => [comment.comment, comment.authorRole])).toEqual([
			['Está no caixa.', 'WRITER'],
		])
		expect(shown.timeZone).toBe('America/Sao_Paulo')
	})

	it('shows a long thread’s latest 100, the comment just written among them, on both sides', async () => {
		const writerPath = `/cashier/${cashierId}/inventory/${rentId}`
		for (let n = 1; n <= 102; n++) {
			await call(endpoints.recordConversation.comments.create, {
				params: { id: cashierId, inventoryId: rentId },
				token: owner.token,
				body: { comment: `n${n}` },
			})
		}
		const latest = Array.from({ length: 100 }, (_, index) => `n${index + 3}`)
		const writer = await writerPage.loader(args(await request(owner, writerPath), rentId))
		// 103: the auditor's question above, then these.
		expect(writer.record.comments).toBe(103)
		expect(writer.comments.map((comment) => comment.comment)).toEqual(latest)
		const auditors = await recordPage.loader(
			args(await request(auditor, `/auditor/cashier/${cashierId}/inventory/${rentId}`), rentId),
		)
		expect(auditors.comments.map((comment) => comment.comment)).toEqual(latest)
	}, 60_000)
})

// Last: it ends the auditor's access for good.
describe('stopping the audit', () => {
	it('asks first, then leaves: the portal’s auditors tab, and the view a 404', async () => {
		const path = `/auditor/cashier/${cashierId}`
		const asked = await list.loader(args(await request(auditor, `${path}?leave`)))
		expect(asked.confirmingLeave).toBe(true)
		expect((await list.loader(args(await request(auditor, path)))).confirmingLeave).toBe(false)

		const refused = await thrown(
			list.action(args(await request(stranger, path, { intent: 'leave' }))),
		)
		expect(refused.status).toBe(404)

		const left = (await list.action(
			args(await request(auditor, path, { intent: 'leave' })),
		)) as Response
		expect(left.status).toBe(302)
		expect(left.headers.get('Location')).toBe('/?tab=auditors')
		const { data: audited } = await call(endpoints.auditors.list, { token: auditor.token })
		expect(audited.map((cashier) => cashier.id)).not.toContain(cashierId)
		const gone = await thrown(layout.loader(args(await request(auditor, path))))
		expect(gone.status).toBe(404)
	})
})
