import { describe, expect, it } from 'vitest'
import {
	auditedCashierSchema,
	type CashierAuditor,
	cashierAuditorListSchema,
	cashierAuditorSchema,
	cashierInviteSchema,
} from '@caixa/contract/auditor'
import { cashierListSchema } from '@caixa/contract/cashier'
import {
	addAuditor,
	archiveCashier,
	type Cast,
	createCast,
	createCompanyCast,
	createSignInTestApp,
	type Member,
	MINUTE_MS,
	TEST_APP_URL,
	useTestApi,
} from '@caixa/testing'

// A cashier's auditors and requests to audit it (services/auditors.ts), for every role of
// DOMAIN.md's table ("invite or remove auditors of a cashier": owner and unit or company
// collaborators), and the handshake end to end through the invite link's calls.

type Method = 'GET' | 'POST' | 'DELETE'

describe('/caixa/api/units/{unitId}/cashiers/{cashierId}/auditors', () => {
	const api = useTestApi({ cast: true })
	// The app the invite link's mail is read from (APP_URL set), on the same database and clock.
	let mailing: ReturnType<typeof createSignInTestApp> | undefined
	const signInApp = () => (mailing ??= createSignInTestApp(api.db, { clock: api.clock }))

	const send = (method: Method, path: string, member?: Member, body?: unknown) =>
		api.app.request(`/caixa/api${path}`, {
			method,
			headers: {
				...(member?.headers ?? {}),
				...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			},
			...(body === undefined ? {} : { body: JSON.stringify(body) }),
		})
	const base = (cast: Pick<Cast, 'unit' | 'cashier'>) =>
		`/units/${cast.unit.id}/cashiers/${cast.cashier.id}/auditors`
	const list = async (cast: Cast, member: Member = cast.owner, query = '') => {
		const response = await send('GET', `${base(cast)}${query}`, member)
		expect(response.status, await response.clone().text()).toBe(200)
		return cashierAuditorListSchema.parse(await response.json())
	}
	const rowOf = async (cast: Cast, member: Member) => {
		const row = (await list(cast)).find(({ profile }) => profile.id === member.profileId)
		if (!row) throw new Error('No row for that member')
		return row
	}
	const askThroughLink = (cashierId: string, member: Member) =>
		signInApp().app.request('/caixa/api/invites/cashiers', {
			method: 'POST',
			headers: { ...member.headers, 'Content-Type': 'application/json' },
			body: JSON.stringify({ cashierId }),
		})
	/** Everyone the roles table keeps out of a cashier's auditors, with the cashier they try. */
	const outsiders = (cast: Cast): Array<[string, Member]> => [
		['cashier collaborator', cast.cashierCollaborator],
		['accepted auditor', cast.auditor],
		['pending auditor', cast.pendingAuditor],
		['stranger', cast.stranger],
	]
	const expectProblem = async (response: Response, status: number) => {
		expect(response.status).toBe(status)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
	}

	describe('GET', () => {
		it('answers the owner and a unit collaborator: pending requests first, then accepted auditors', async () => {
			const { cast } = api
			for (const member of [cast.owner, cast.unitCollaborator]) {
				const rows = await list(cast, member)
				expect(rows.map(({ status, profile }) => [status, profile.id])).toEqual([
					['PENDING', cast.pendingAuditor.profileId],
					['ACCEPTED', cast.auditor.profileId],
				])
				const [pending, accepted] = rows
				expect(pending).toMatchObject({
					profile: { name: 'PendingAuditor', email: expect.stringContaining('@') as string },
					acceptedAt: null,
				})
				expect(accepted?.acceptedAt).toEqual(expect.any(String))
			}
		})

		it('answers 404 to a cashier collaborator, auditors, strangers; 401 without a session; 422 on a bad page', async () => {
			const { cast } = api
			for (const [who, member] of outsiders(cast)) {
				const response = await send('GET', base(cast), member)
				expect(response.status, who).toBe(404)
			}
			// The auditor of one cashier is nobody on the other.
			const other = `/units/${cast.unit.id}/cashiers/${cast.otherCashier.id}/auditors`
			expect((await send('GET', other, cast.auditor)).status).toBe(404)
			expect((await send('GET', base(cast))).status).toBe(401)
			// A cashier named under a unit it is not in.
			const strangers = await api.db
				.selectFrom('units')
				.select('id')
				.where('owner_profile_id', '=', cast.stranger.profileId)
				.executeTakeFirstOrThrow()
			const elsewhere = `/units/${strangers.id}/cashiers/${cast.cashier.id}/auditors`
			expect((await send('GET', elsewhere, cast.owner)).status).toBe(404)
			expect((await send('GET', elsewhere, cast.stranger)).status).toBe(404)
			// An id that is no UUID names nothing: 404, as any path's.
			await expectProblem(
				await send('GET', `/units/${cast.unit.id}/cashiers/nope/auditors`, cast.owner),
				404,
			)
			await expectProblem(await send('GET', `${base(cast)}?size=0`, cast.owner), 422)
		})

		it("answers the company's owner and collaborators, not the marketplace's owner", async () => {
			const company = await createCompanyCast(api.db, api.clock)
			const path = base(company)
			for (const member of [company.owner, company.companyCollaborator, company.unitCollaborator]) {
				expect((await send('GET', path, member)).status).toBe(200)
			}
			for (const member of [company.marketplaceOwner, company.stranger]) {
				expect((await send('GET', path, member)).status).toBe(404)
			}
		})

		it('pages in a total order: pending newest asked first, then accepted newest accepted first', async () => {
			const cast = await createCast(api.db, api.clock)
			await send(
				'DELETE',
				`${base(cast)}/invites/${(await rowOf(cast, cast.pendingAuditor)).id}`,
				cast.owner,
			)
			await send('DELETE', `${base(cast)}/${(await rowOf(cast, cast.auditor)).id}`, cast.owner)
			const start = api.clock.now()
			const people: Member[] = []
			for (let index = 0; index < 7; index += 1) {
				people.push(
					await api.signIn({
						name: `Accountant${index}`,
						surname: 'Paging',
						email: `paging-${index}-${start}@example.com`,
					}),
				)
			}
			// Two pairs asked in the same millisecond: their order is the id's.
			const asked = [0, 1, 1, 2, 3, 3, 4]
			for (const [index, person] of people.entries()) {
				await addAuditor(api.db, cast.cashier.id, person.profileId, {
					accepted: false,
					now: start + (asked[index] ?? 0) * MINUTE_MS,
				})
			}
			// Accepted in an order other than asked: 4 first, then 0, then 2 and 5 at once.
			const accept = async (index: number, at: number) => {
				api.clock.set(start + at * MINUTE_MS)
				const id = (await rowOf(cast, people[index] as Member)).id
				const response = await send('POST', `${base(cast)}/accept`, cast.owner, { inviteId: id })
				expect(response.status).toBe(200)
			}
			await accept(4, 10)
			await accept(0, 11)
			await accept(2, 12)
			await accept(5, 12)
			const whole = await list(cast, cast.owner, '?size=100')
			// The order worked out from the rows themselves.
			const pendingFirst = (row: CashierAuditor) => (row.status === 'PENDING' ? 0 : 1)
			const moment = (row: CashierAuditor) => Date.parse(row.acceptedAt ?? row.createdAt)
			const expected = [...whole].sort(
				(a, b) =>
					pendingFirst(a) - pendingFirst(b) ||
					moment(b) - moment(a) ||
					(a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
			)
			expect(whole.map(({ id }) => id)).toEqual(expected.map(({ id }) => id))
			expect(whole.map(({ status }) => status)).toEqual([
				'PENDING',
				'PENDING',
				'PENDING',
				'ACCEPTED',
				'ACCEPTED',
				'ACCEPTED',
				'ACCEPTED',
			])
			// Accepted: 2 and 5 (same moment, by id), then 0, then 4.
			expect(whole.slice(5).map(({ profile }) => profile.id)).toEqual([
				people[0]?.profileId,
				people[4]?.profileId,
			])
			for (const size of [1, 2, 3]) {
				const pages: string[] = []
				for (let offset = 0; offset < whole.length + size; offset += size) {
					const page = await list(cast, cast.owner, `?offset=${offset}&size=${size}`)
					expect(page.length).toBeLessThanOrEqual(size)
					pages.push(...page.map(({ id }) => id))
				}
				expect(pages, `size ${size}`).toEqual(whole.map(({ id }) => id))
			}
		})
	})

	describe('POST …/accept', () => {
		it('accepts a pending request once: accepting again answers the same row', async () => {
			const cast = await createCast(api.db, api.clock)
			const pending = await rowOf(cast, cast.pendingAuditor)
			api.clock.advance(MINUTE_MS)
			const first = await send('POST', `${base(cast)}/accept`, cast.unitCollaborator, {
				inviteId: pending.id,
			})
			expect(first.status).toBe(200)
			const accepted = cashierAuditorSchema.parse(await first.json())
			expect(accepted).toMatchObject({
				id: pending.id,
				status: 'ACCEPTED',
				createdAt: pending.createdAt,
				acceptedAt: new Date(api.clock.now()).toISOString(),
			})
			api.clock.advance(MINUTE_MS)
			const again = await send('POST', `${base(cast)}/accept`, cast.owner, { inviteId: pending.id })
			expect(again.status).toBe(200)
			expect(cashierAuditorSchema.parse(await again.json())).toEqual(accepted)
			// Accepted, they read the cashier in the auditor space.
			expect(
				(await api.get(`/auditors/cashiers/${cast.cashier.id}`, cast.pendingAuditor.headers))
					.status,
			).toBe(200)
		})

		it('refuses everyone else with 404 and changes nothing; an unknown or another cashier’s request is 404', async () => {
			const cast = await createCast(api.db, api.clock)
			const pending = await rowOf(cast, cast.pendingAuditor)
			for (const [who, member] of outsiders(cast)) {
				const response = await send('POST', `${base(cast)}/accept`, member, {
					inviteId: pending.id,
				})
				expect(response.status, who).toBe(404)
			}
			expect(
				(await send('POST', `${base(cast)}/accept`, undefined, { inviteId: pending.id })).status,
			).toBe(401)
			// A request to audit the other cashier, accepted through this cashier's path: not here.
			const asker = await api.signIn({
				name: 'Other',
				surname: 'Asker',
				email: `other-asker-${api.clock.now()}@example.com`,
			})
			await addAuditor(api.db, cast.otherCashier.id, asker.profileId, { accepted: false })
			const elsewhere = await list({ ...cast, cashier: cast.otherCashier }, cast.owner)
			const foreign = elsewhere.find(({ profile }) => profile.id === asker.profileId)
			expect(foreign?.status).toBe('PENDING')
			await expectProblem(
				await send('POST', `${base(cast)}/accept`, cast.owner, { inviteId: foreign?.id }),
				404,
			)
			await expectProblem(
				await send('POST', `${base(cast)}/accept`, cast.owner, { inviteId: crypto.randomUUID() }),
				404,
			)
			await expectProblem(
				await send('POST', `${base(cast)}/accept`, cast.owner, { inviteId: 'x' }),
				422,
			)
			await expectProblem(await send('POST', `${base(cast)}/accept`, cast.owner, {}), 422)
			expect((await rowOf(cast, cast.pendingAuditor)).status).toBe('PENDING')
			expect(
				(await list({ ...cast, cashier: cast.otherCashier })).find(
					({ profile }) => profile.id === asker.profileId,
				)?.status,
			).toBe('PENDING')
		})
	})

	describe('DELETE …/{auditorId} and …/invites/{inviteId}', () => {
		it('removes an accepted auditor and declines a pending request, each 404 on the other kind', async () => {
			const cast = await createCast(api.db, api.clock)
			const accepted = await rowOf(cast, cast.auditor)
			const pending = await rowOf(cast, cast.pendingAuditor)
			await expectProblem(await send('DELETE', `${base(cast)}/${pending.id}`, cast.owner), 404)
			await expectProblem(
				await send('DELETE', `${base(cast)}/invites/${accepted.id}`, cast.owner),
				404,
			)
			expect((await list(cast)).length).toBe(2)

			const removed = await send('DELETE', `${base(cast)}/${accepted.id}`, cast.unitCollaborator)
			expect(removed.status).toBe(204)
			expect(await removed.text()).toBe('')
			const declined = await send('DELETE', `${base(cast)}/invites/${pending.id}`, cast.owner)
			expect(declined.status).toBe(204)
			expect(await list(cast)).toEqual([])
			// The removed auditor reads nothing any more.
			expect(
				(await api.get(`/auditors/cashiers/${cast.cashier.id}`, cast.auditor.headers)).status,
			).toBe(404)
			expect(await api.getOk('/auditors', cashierListSchema, cast.auditor.headers)).toEqual([])
			// Gone is gone.
			expect((await send('DELETE', `${base(cast)}/${accepted.id}`, cast.owner)).status).toBe(404)
			expect((await send('DELETE', `${base(cast)}/invites/${pending.id}`, cast.owner)).status).toBe(
				404,
			)
		})

		it('refuses everyone else with 404 (401 without a session) and changes nothing', async () => {
			const cast = await createCast(api.db, api.clock)
			const accepted = await rowOf(cast, cast.auditor)
			const pending = await rowOf(cast, cast.pendingAuditor)
			for (const path of [`${base(cast)}/${accepted.id}`, `${base(cast)}/invites/${pending.id}`]) {
				for (const [who, member] of outsiders(cast)) {
					expect((await send('DELETE', path, member)).status, `${who} ${path}`).toBe(404)
				}
				expect((await send('DELETE', path)).status).toBe(401)
			}
			// Each removes its own row only: the auditor cannot decline someone else's request.
			expect((await list(cast)).map(({ id }) => id).sort()).toEqual(
				[accepted.id, pending.id].sort(),
			)
			await expectProblem(await send('DELETE', `${base(cast)}/nope`, cast.owner), 404)
			await expectProblem(await send('DELETE', `${base(cast)}/invites/nope`, cast.owner), 404)
		})

		it('manages the auditors of an archived cashier too', async () => {
			const cast = await createCast(api.db, api.clock)
			await archiveCashier(api.db, cast.cashier.id)
			const accepted = await rowOf(cast, cast.auditor)
			expect((await send('DELETE', `${base(cast)}/${accepted.id}`, cast.owner)).status).toBe(204)
		})
	})

	it('carries the handshake end to end: ask, the owner’s mail, PENDING, accept, audit, remove', async () => {
		const cast = await createCast(api.db, api.clock, { language: 'pt-BR' })
		const accountant = await api.signIn({
			name: 'Célia',
			surname: 'Contadora',
			email: `celia-${api.clock.now()}@example.com`,
		})
		const { mail } = signInApp()
		const before = mail.sent.length

		api.clock.advance(MINUTE_MS)
		const asked = await askThroughLink(cast.cashier.id, accountant)
		expect(asked.status).toBe(201)
		expect(cashierInviteSchema.parse(await asked.json()).state).toBe('PENDING')
		const sent = mail.sent.slice(before)
		expect(sent.map(({ to }) => to)).toEqual([
			expect.stringMatching(/^owner-\d+@cast\.example\.com$/),
		])
		const [message] = sent
		expect(message?.subject).toBe('Célia Contadora pede para auditar Main till')
		expect(message?.text).toContain(`${TEST_APP_URL}/cashier/${cast.cashier.id}/setting`)
		expect(message?.html).toContain('Célia Contadora')

		const request = await rowOf(cast, accountant)
		expect(request).toMatchObject({ status: 'PENDING', acceptedAt: null })
		expect((await list(cast))[0]?.id).toBe(request.id)
		// Until accepted, the requester reads nothing.
		expect(
			(await api.get(`/auditors/cashiers/${cast.cashier.id}`, accountant.headers)).status,
		).toBe(404)
		expect(await api.getOk('/auditors', cashierListSchema, accountant.headers)).toEqual([])

		const accepted = await send('POST', `${base(cast)}/accept`, cast.owner, {
			inviteId: request.id,
		})
		expect(accepted.status).toBe(200)
		const audited = await api.getOk('/auditors', cashierListSchema, accountant.headers)
		expect(audited.map(({ id, role }) => [id, role])).toEqual([[cast.cashier.id, 'AUDITOR']])
		const view = await api.getOk(
			`/auditors/cashiers/${cast.cashier.id}`,
			auditedCashierSchema,
			accountant.headers,
		)
		expect(view).toMatchObject({ id: cast.cashier.id, name: 'Main till', role: 'AUDITOR' })

		expect((await send('DELETE', `${base(cast)}/${request.id}`, cast.owner)).status).toBe(204)
		expect(
			(await api.get(`/auditors/cashiers/${cast.cashier.id}`, accountant.headers)).status,
		).toBe(404)
		expect(await api.getOk('/auditors', cashierListSchema, accountant.headers)).toEqual([])
		// Nobody else was mailed along the way.
		expect(mail.sent.length).toBe(before + 1)
	})
})
