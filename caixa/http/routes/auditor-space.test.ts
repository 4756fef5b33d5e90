import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import {
	auditorInventoryRowListSchema,
	auditorInventorySchema,
	commentListSchema,
	commentSchema,
	reactionEntryListSchema,
} from '@caixa/contract/audit'
import { categoryListSchema } from '@caixa/contract/category'
import { clientOrSupplierListSchema } from '@caixa/contract/client-or-supplier'
import { cashierBookRowSchema, type Inventory, inventorySchema } from '@caixa/contract/inventory'
import { addAuditor, categoryOfKind, jsonRequest, type Member, useTestApi } from '@caixa/testing'

// The auditor space and the writers' side of the conversation, each endpoint
// for everyone DOMAIN.md's roles table names: an accepted auditor of the cashier alone gets into
// /auditors/cashiers/{id}/…; its writers alone into /cashiers/{id}/…/reactions and …/comments.
describe('the auditor space and the record’s conversation', () => {
	const api = useTestApi({ cast: true })
	let records: Inventory[]
	let otherAuditor: Member
	let income: string
	let clientId: string

	const record = (index = 0) => records[index] as Inventory

	beforeAll(async () => {
		const { cast } = api
		income = await categoryOfKind(api.db, cast.unit.id, 'INCOME')
		records = []
		for (const [index, issuedOn] of ['2025-01-02', '2025-01-03', '2025-01-03'].entries()) {
			const response = await api.post(
				`/cashiers/${cast.cashier.id}/inventories`,
				{ input: true, issuedOn, total: 1_000 * (index + 1), categoryId: income },
				cast.owner.headers,
			)
			expect(response.status).toBe(201)
			records.push(inventorySchema.parse(await response.json()))
			api.clock.advance(1_000)
		}
		// A transfer out of the cashier: in its writers' book, never in the auditor's list.
		const transfer = await api.post(
			`/units/${cast.unit.id}/internal-transfers`,
			{
				fromCashierId: cast.cashier.id,
				toCashierId: cast.otherCashier.id,
				amount: 10,
				transferredOn: '2025-01-04',
			},
			cast.owner.headers,
		)
		expect(transfer.status, await transfer.clone().text()).toBe(201)
		const client = await api.post(
			`/units/${cast.unit.id}/clients-or-suppliers`,
			{ name: 'Ana', kind: 'CLIENT' },
			cast.owner.headers,
		)
		clientId = ((await client.json()) as { id: string }).id
		otherAuditor = await api.signIn({
			name: 'Other',
			surname: 'Auditor',
			email: 'other-auditor@example.com',
		})
		await addAuditor(api.db, cast.otherCashier.id, otherAuditor.profileId, {
			accepted: true,
			now: api.clock.now(),
		})
	})

	const send = (method: string, path: string, member?: Member, body?: unknown) =>
		api.app.request(
			`/caixa/api${path}`,
			body === undefined
				? { method, headers: member?.headers ?? {} }
				: jsonRequest(method as 'POST', body, member?.headers ?? {}),
		)
	const auditorBase = () => `/auditors/cashiers/${api.cast.cashier.id}`
	const writerBase = () => `/cashiers/${api.cast.cashier.id}`

	/** Every auditor-space call, as a request that succeeds for the cashier's accepted auditor. */
	const auditorCalls = (): Array<[string, string, unknown?]> => {
		const inventory = `${auditorBase()}/inventories/${record(2).id}`
		return [
			['GET', `${auditorBase()}/inventories`],
			['GET', `${auditorBase()}/inventories?myReaction=NONE&text=1`],
			['GET', inventory],
			['POST', `${inventory}/reactions`, { reaction: 'APPROVED' }],
			['DELETE', `${inventory}/reactions`],
			['GET', `${inventory}/comments`],
			['POST', `${inventory}/comments`, { comment: 'Receipt?' }],
			['GET', `${auditorBase()}/clients-or-suppliers`],
			['GET', `${auditorBase()}/clients-or-suppliers/${clientId}`],
			['GET', `${auditorBase()}/categories`],
			['GET', `${auditorBase()}/categories/${income}`],
		]
	}
	/** The writers' calls, as requests that succeed for each writer of the cashier. */
	const writerCalls = (): Array<[string, string, unknown?]> => {
		const inventory = `${writerBase()}/inventories/${record(2).id}`
		return [
			['GET', `${inventory}/reactions`],
			['GET', `${inventory}/comments`],
			['POST', `${inventory}/comments`, { comment: 'Here it is.' }],
		]
	}

	it('lets the cashier’s accepted auditor alone into the auditor space', async () => {
		const { cast } = api
		for (const [method, path, body] of auditorCalls()) {
			const response = await send(method, path, cast.auditor, body)
			expect([200, 201, 204], `${method} ${path}: ${await response.clone().text()}`).toContain(
				response.status,
			)
		}
		for (const member of [
			cast.owner,
			cast.unitCollaborator,
			cast.cashierCollaborator,
			cast.pendingAuditor,
			otherAuditor,
			cast.stranger,
		]) {
			for (const [method, path, body] of auditorCalls()) {
				const response = await send(method, path, member, body)
				expect(response.status, `${method} ${path} for ${member.profileId}`).toBe(404)
			}
		}
		for (const [method, path, body] of auditorCalls()) {
			expect((await send(method, path, undefined, body)).status, `${method} ${path}`).toBe(401)
		}
	})

	it('lets the cashier’s writers alone read reactions and answer in the thread', async () => {
		const { cast } = api
		for (const member of [cast.owner, cast.unitCollaborator, cast.cashierCollaborator]) {
			for (const [method, path, body] of writerCalls()) {
				const response = await send(method, path, member, body)
				expect([200, 201], `${method} ${path}: ${await response.clone().text()}`).toContain(
					response.status,
				)
			}
		}
		for (const member of [cast.auditor, cast.pendingAuditor, otherAuditor, cast.stranger]) {
			for (const [method, path, body] of writerCalls()) {
				expect((await send(method, path, member, body)).status, `${method} ${path}`).toBe(404)
			}
		}
		for (const [method, path, body] of writerCalls()) {
			expect((await send(method, path, undefined, body)).status, `${method} ${path}`).toBe(401)
		}
	})

	it('answers 404 for a record of another cashier, a deleted one, or none', async () => {
		const { cast } = api
		const other = await api.post(
			`/cashiers/${cast.otherCashier.id}/inventories`,
			{ input: true, issuedOn: '2025-01-02', total: 100, categoryId: income },
			cast.owner.headers,
		)
		const otherId = inventorySchema.parse(await other.json()).id
		const gone = await api.post(
			`${writerBase()}/inventories`,
			{ input: true, issuedOn: '2025-01-02', total: 100, categoryId: income },
			cast.owner.headers,
		)
		const goneId = inventorySchema.parse(await gone.json()).id
		expect((await send('DELETE', `${writerBase()}/inventories/${goneId}`, cast.owner)).status).toBe(
			204,
		)
		for (const id of [otherId, goneId, crypto.randomUUID()]) {
			const inventory = `${auditorBase()}/inventories/${id}`
			expect((await send('GET', inventory, cast.auditor)).status).toBe(404)
			expect(
				(await send('POST', `${inventory}/reactions`, cast.auditor, { reaction: 'QUESTION' }))
					.status,
			).toBe(404)
			expect((await send('DELETE', `${inventory}/reactions`, cast.auditor)).status).toBe(404)
			expect(
				(await send('POST', `${inventory}/comments`, cast.auditor, { comment: 'x' })).status,
			).toBe(404)
			expect(
				(await send('GET', `${writerBase()}/inventories/${id}/reactions`, cast.owner)).status,
			).toBe(404)
			expect(
				(
					await send('POST', `${writerBase()}/inventories/${id}/comments`, cast.owner, {
						comment: 'x',
					})
				).status,
			).toBe(404)
		}
		expect(
			(await send('GET', `${auditorBase()}/inventories/not-a-uuid`, cast.auditor)).status,
		).toBe(404)
	})

	it('keeps one reaction per auditor per record, under 50 parallel posts', async () => {
		const { cast } = api
		const path = `${auditorBase()}/inventories/${record(1).id}/reactions`
		const kinds = ['APPROVED', 'QUESTION', 'REJECTED'] as const
		const answers = await Promise.all(
			Array.from({ length: 50 }, (_, index) =>
				send('POST', path, cast.auditor, { reaction: kinds[index % 3] }),
			),
		)
		expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
		const rows = await api.db
			.selectFrom('inventory_reactions')
			.selectAll()
			.where('inventory_id', '=', record(1).id)
			.execute()
		expect(rows).toHaveLength(1)
		const stored = await api.db
			.selectFrom('inventories')
			.select(['approved_count', 'question_count', 'rejected_count'])
			.where('id', '=', record(1).id)
			.executeTakeFirstOrThrow()
		const kind = rows[0]?.reaction
		expect(stored).toEqual({
			approved_count: kind === 'APPROVED' ? 1 : 0,
			question_count: kind === 'QUESTION' ? 1 : 0,
			rejected_count: kind === 'REJECTED' ? 1 : 0,
		})
		expect((await send('DELETE', path, cast.auditor)).status).toBe(204)
		expect((await send('DELETE', path, cast.auditor)).status).toBe(204)
	}, 30_000)

	it('refuses a comment of only spaces or of 2,001 characters, and answers markup as text', async () => {
		const { cast } = api
		const path = `${auditorBase()}/inventories/${record(0).id}/comments`
		for (const comment of ['', '   \n\t ', 'x'.repeat(2_001), ` ${'y'.repeat(2_001)} `]) {
			const response = await send('POST', path, cast.auditor, { comment })
			expect(response.status, comment.slice(0, 10)).toBe(422)
			expect(response.headers.get('content-type')).toContain('application/problem+json')
		}
		const longest = await send('POST', path, cast.auditor, { comment: ` ${'z'.repeat(2_000)} ` })
		expect(longest.status).toBe(201)
		expect(commentSchema.parse(await longest.json()).comment).toBe('z'.repeat(2_000))
		api.clock.advance(1)
		const markup = '<script>alert("x")</script> <b>bold</b> &amp;'
		const created = await send('POST', path, cast.auditor, { comment: markup })
		expect(created.status).toBe(201)
		expect(created.headers.get('location')).toBe(`/caixa/api${path}`)
		expect(commentSchema.parse(await created.json())).toMatchObject({
			comment: markup,
			authorRole: 'AUDITOR',
			author: { name: 'Auditor' },
		})
		const thread = await api.getOk(
			`${writerBase()}/inventories/${record(0).id}/comments`,
			commentListSchema,
			cast.owner.headers,
		)
		expect(thread.at(-1)?.comment).toBe(markup)
	})

	it('lists a thread oldest first, paged, whoever wrote in it', async () => {
		const { cast } = api
		const id = record(2).id
		const written: string[] = []
		for (const [index, member] of [
			cast.auditor,
			cast.owner,
			cast.auditor,
			cast.cashierCollaborator,
		].entries()) {
			const path =
				member === cast.auditor
					? `${auditorBase()}/inventories/${id}/comments`
					: `${writerBase()}/inventories/${id}/comments`
			const response = await send('POST', path, member, { comment: `Turn ${index}` })
			written.push(commentSchema.parse(await response.json()).id)
			if (index % 2 === 0) api.clock.advance(1)
		}
		const every = await api.getOk(
			`${auditorBase()}/inventories/${id}/comments?size=100`,
			commentListSchema,
			cast.auditor.headers,
		)
		const ordered = [...every].sort(
			(a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
		)
		expect(every.map((c) => c.id)).toEqual(ordered.map((c) => c.id))
		// Turns 1 and 2 were written at one moment: their ids settle the order.
		const turns = every.filter((c) => written.includes(c.id)).map((c) => c.comment)
		expect(turns[0]).toBe('Turn 0')
		expect(turns.slice(1, 3).sort()).toEqual(['Turn 1', 'Turn 2'])
		expect(turns[3]).toBe('Turn 3')
		expect(every.find((c) => c.comment === 'Turn 1')?.authorRole).toBe('WRITER')
		for (const size of [1, 2, 3]) {
			const paged: string[] = []
			for (let offset = 0; offset < every.length; offset += size) {
				const page = await api.getOk(
					`${writerBase()}/inventories/${id}/comments?offset=${offset}&size=${size}`,
					commentListSchema,
					cast.owner.headers,
				)
				paged.push(...page.map((c) => c.id))
			}
			expect(paged, `size ${size}`).toEqual(every.map((c) => c.id))
		}
	})

	it('shows the counts on the writers’ rows and records, and the reactions to both sides', async () => {
		const { cast } = api
		const fresh = await api.post(
			`${writerBase()}/inventories`,
			{ input: true, issuedOn: '2025-01-01', total: 700, categoryId: income },
			cast.owner.headers,
		)
		const id = inventorySchema.parse(await fresh.json()).id
		const second = await api.signIn({
			name: 'Second',
			surname: 'Auditor',
			email: 'second-auditor@example.com',
		})
		await addAuditor(api.db, cast.cashier.id, second.profileId, {
			accepted: true,
			now: api.clock.now(),
		})
		const reactionsPath = `${auditorBase()}/inventories/${id}/reactions`
		const row = async () => {
			const rows = await api.getOk(
				`${writerBase()}/inventories?to=${Date.UTC(2025, 0, 1, 12)}&size=100`,
				z.array(cashierBookRowSchema),
				cast.owner.headers,
			)
			const found = rows.find((r) => r.id === id)
			if (found?.kind !== 'RECORD') throw new Error('the record is not listed')
			return { reactions: found.reactions, comments: found.comments }
		}
		expect(await row()).toEqual({
			reactions: { APPROVED: 0, QUESTION: 0, REJECTED: 0 },
			comments: 0,
		})
		expect((await send('POST', reactionsPath, cast.auditor, { reaction: 'QUESTION' })).status).toBe(
			200,
		)
		api.clock.advance(1)
		expect((await send('POST', reactionsPath, second, { reaction: 'REJECTED' })).status).toBe(200)
		await send('POST', `${auditorBase()}/inventories/${id}/comments`, cast.auditor, {
			comment: 'Why?',
		})
		await send('POST', `${writerBase()}/inventories/${id}/comments`, cast.owner, {
			comment: 'Because.',
		})
		expect(await row()).toEqual({
			reactions: { APPROVED: 0, QUESTION: 1, REJECTED: 1 },
			comments: 2,
		})
		// Replaced, then removed.
		const replaced = await send('POST', reactionsPath, cast.auditor, { reaction: 'APPROVED' })
		const mine = auditorInventorySchema.parse(await replaced.json())
		expect(mine.myReaction).toBe('APPROVED')
		expect(mine.reactions).toEqual({ APPROVED: 1, QUESTION: 0, REJECTED: 1 })
		expect(mine.reactionEntries.map((e) => [e.profile.name, e.reaction])).toEqual([
			['Auditor', 'APPROVED'],
			['Second', 'REJECTED'],
		])
		expect(await row()).toEqual({
			reactions: { APPROVED: 1, QUESTION: 0, REJECTED: 1 },
			comments: 2,
		})
		expect(
			(await send('DELETE', `${auditorBase()}/inventories/${id}/reactions`, second)).status,
		).toBe(204)
		expect(await row()).toEqual({
			reactions: { APPROVED: 1, QUESTION: 0, REJECTED: 0 },
			comments: 2,
		})
		const record = await api.getOk(
			`${writerBase()}/inventories/${id}`,
			inventorySchema,
			cast.owner.headers,
		)
		expect(record.reactions).toEqual({ APPROVED: 1, QUESTION: 0, REJECTED: 0 })
		expect(record.comments).toBe(2)
		const who = await api.getOk(
			`${writerBase()}/inventories/${id}/reactions`,
			reactionEntryListSchema,
			cast.cashierCollaborator.headers,
		)
		expect(who.map((e) => [e.profile.name, e.reaction])).toEqual([['Auditor', 'APPROVED']])
		expect(Object.keys(who[0]?.profile ?? {}).sort()).toEqual(['id', 'name', 'photo', 'surname'])
		const read = await api.getOk(
			`${auditorBase()}/inventories/${id}`,
			auditorInventorySchema,
			second.headers,
		)
		expect(read.myReaction).toBe('NONE')
		expect(read.payments).toHaveLength(1)
	})

	it('lists the auditor’s records without transfers, each with its reaction, and filters by it', async () => {
		const { cast } = api
		const rows = await api.getOk(
			`${auditorBase()}/inventories?size=100`,
			auditorInventoryRowListSchema,
			cast.auditor.headers,
		)
		const writerRows = await api.getOk(
			`${writerBase()}/inventories?size=100`,
			z.array(cashierBookRowSchema),
			cast.owner.headers,
		)
		expect(writerRows.some((r) => r.kind === 'TRANSFER')).toBe(true)
		expect(rows.map((r) => r.id)).toEqual(
			writerRows.filter((r) => r.kind === 'RECORD').map((r) => r.id),
		)
		const byReaction = new Map(rows.map((r) => [r.id, r.myReaction]))
		for (const filter of [['NONE'], ['APPROVED'], ['QUESTION', 'REJECTED'], ['NONE', 'APPROVED']]) {
			const query = filter.map((f) => `myReaction=${f}`).join('&')
			const expected = rows
				.filter((r) => filter.includes(byReaction.get(r.id) ?? 'NONE'))
				.map((r) => r.id)
			for (const size of [1, 2, 20]) {
				const paged: string[] = []
				for (let offset = 0; offset <= expected.length; offset += size) {
					const page = await api.getOk(
						`${auditorBase()}/inventories?${query}&offset=${offset}&size=${size}`,
						auditorInventoryRowListSchema,
						cast.auditor.headers,
					)
					paged.push(...page.map((r) => r.id))
				}
				expect(paged, `${query} size ${size}`).toEqual(expected)
			}
		}
		expect(rows.some((r) => r.myReaction === 'APPROVED')).toBe(true)
		const pickers = await api.getOk(
			`${auditorBase()}/categories?kind=INCOME`,
			categoryListSchema,
			cast.auditor.headers,
		)
		expect(pickers.map((c) => c.id)).toContain(income)
		await api.getOk(
			`${auditorBase()}/clients-or-suppliers`,
			clientOrSupplierListSchema,
			cast.auditor.headers,
		)
	})

	it('filters the writers’ records by concern (a question or rejection), paged in the list’s order', async () => {
		const { cast } = api
		const every = (
			await api.getOk(
				`${writerBase()}/inventories?size=100`,
				z.array(cashierBookRowSchema),
				cast.owner.headers,
			)
		).filter((r) => r.kind === 'RECORD')
		// One record questioned, another rejected then approved (no concern), another rejected.
		const [a, b, c] = [record(0).id, record(1).id, record(2).id]
		const react = (id: string, reaction: string) =>
			send('POST', `${auditorBase()}/inventories/${id}/reactions`, cast.auditor, { reaction })
		await react(a, 'QUESTION')
		await react(b, 'REJECTED')
		await react(b, 'APPROVED')
		await react(c, 'REJECTED')
		const after = (
			await api.getOk(
				`${writerBase()}/inventories?size=100`,
				z.array(cashierBookRowSchema),
				cast.owner.headers,
			)
		).filter((r) => r.kind === 'RECORD')
		expect(after.map((r) => r.id)).toEqual(every.map((r) => r.id))
		for (const concern of [true, false]) {
			const expected = after
				.filter(
					(r) => r.kind === 'RECORD' && r.reactions.QUESTION + r.reactions.REJECTED > 0 === concern,
				)
				.map((r) => r.id)
			expect(expected.includes(a)).toBe(concern)
			expect(expected.includes(b)).toBe(!concern)
			for (const size of [1, 2, 20]) {
				const paged: string[] = []
				for (let offset = 0; offset <= expected.length; offset += size) {
					const page = await api.getOk(
						`${writerBase()}/inventories?concern=${concern}&offset=${offset}&size=${size}`,
						z.array(cashierBookRowSchema),
						cast.owner.headers,
					)
					expect(page.every((r) => r.kind === 'RECORD')).toBe(true)
					paged.push(...page.map((r) => r.id))
				}
				expect(paged, `concern=${concern} size ${size}`).toEqual(expected)
			}
		}
	})
})
