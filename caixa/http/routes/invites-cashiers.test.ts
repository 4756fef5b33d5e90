import { describe, expect, it } from 'vitest'
import {
	auditedCashierSchema,
	type AuditInviteState,
	cashierInviteSchema,
} from '@caixa/contract/auditor'
import { type Problem } from '@caixa/contract/problem'
import { auditRequestsPerRequester } from '@caixa/domain/audit-requests'
import {
	archiveCashier,
	type Cast,
	createCast,
	createCompanyCast,
	createSignInTestApp,
	createUnitWithCashier,
	type Member,
	MINUTE_MS,
	TEST_APP_URL,
	useTestApi,
} from '@caixa/testing'

// The invite link's calls (GET /invites/cashiers/{cashierId}, POST /invites/cashiers) and the
// auditor space's cashier (GET /auditors/cashiers/{id}), for every role of DOMAIN.md's table.

describe('/caixa/api/invites/cashiers and /caixa/api/auditors/cashiers/{id}', () => {
	const api = useTestApi({ cast: true })
	let made: ReturnType<typeof createSignInTestApp> | undefined
	// The API with APP_URL set and the mail kept, on the file's database and clock.
	const served = () => (made ??= createSignInTestApp(api.db, { clock: api.clock }))

	const view = (cashierId: string, member?: Member) =>
		served().app.request(`/caixa/api/invites/cashiers/${cashierId}`, {
			headers: member?.headers ?? {},
		})
	const ask = (body: unknown, member?: Member) =>
		served().app.request('/caixa/api/invites/cashiers', {
			method: 'POST',
			headers: { ...(member?.headers ?? {}), 'Content-Type': 'application/json' },
			body: JSON.stringify(body),
		})
	const audited = (cashierId: string, member?: Member) =>
		served().app.request(`/caixa/api/auditors/cashiers/${cashierId}`, {
			headers: member?.headers ?? {},
		})
	const stateOf = async (cashierId: string, member: Member): Promise<AuditInviteState> => {
		const response = await view(cashierId, member)
		expect(response.status, await response.clone().text()).toBe(200)
		return cashierInviteSchema.parse(await response.json()).state
	}
	const problemOf = async (response: Response) => {
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		return { ...((await response.json()) as Problem), status: response.status }
	}
	const rowsOf = (cashierId: string) =>
		api.db
			.selectFrom('cashier_auditors')
			.select(['profile_id', 'accepted_at'])
			.where('cashier_id', '=', cashierId)
			.execute()
	const newcomer = (name: string) =>
		api.signIn({
			name,
			surname: 'Newcomer',
			email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.com`,
		})
	const mailsTo = (address: string) => served().mail.sent.filter(({ to }) => to === address)
	const ownerAddress = async (cast: Cast) =>
		(
			await api.db
				.selectFrom('profiles')
				.select('email')
				.where('id', '=', cast.owner.profileId)
				.executeTakeFirstOrThrow()
		).email

	describe('GET /invites/cashiers/{cashierId}', () => {
		it('names the cashier, its unit and owner, and nothing else', async () => {
			const { cast } = api
			const response = await view(cast.cashier.id, cast.stranger)
			expect(response.status).toBe(200)
			expect(await response.json()).toEqual({
				cashier: { id: cast.cashier.id, name: 'Main till' },
				unit: { name: 'Padaria Central' },
				owner: {
					name: 'Owner',
					surname: expect.stringMatching(/^Cast \d+$/) as string,
					photo: null,
				},
				state: 'NONE',
			})
		})

		it("answers each caller's own state", async () => {
			const { cast } = api
			const expected: Array<[string, Member, string, AuditInviteState]> = [
				['owner', cast.owner, cast.cashier.id, 'WRITER'],
				['unit collaborator', cast.unitCollaborator, cast.otherCashier.id, 'WRITER'],
				['cashier collaborator', cast.cashierCollaborator, cast.cashier.id, 'WRITER'],
				[
					'cashier collaborator, another cashier',
					cast.cashierCollaborator,
					cast.otherCashier.id,
					'NONE',
				],
				['accepted auditor', cast.auditor, cast.cashier.id, 'ACCEPTED'],
				['pending auditor', cast.pendingAuditor, cast.cashier.id, 'PENDING'],
				['auditor of another cashier', cast.auditor, cast.otherCashier.id, 'NONE'],
				['stranger', cast.stranger, cast.cashier.id, 'NONE'],
			]
			for (const [who, member, cashierId, state] of expected) {
				expect(await stateOf(cashierId, member), who).toBe(state)
			}
			const company = await createCompanyCast(api.db, api.clock)
			for (const member of [company.owner, company.companyCollaborator, company.unitCollaborator]) {
				expect(await stateOf(company.cashier.id, member)).toBe('WRITER')
			}
			expect(await stateOf(company.cashier.id, company.marketplaceOwner)).toBe('NONE')
		})

		it('answers 401 without a session, 404 for an unknown, archived or malformed id', async () => {
			const cast = await createCast(api.db, api.clock)
			expect((await problemOf(await view(cast.cashier.id))).status).toBe(401)
			expect((await problemOf(await view(crypto.randomUUID(), cast.stranger))).status).toBe(404)
			expect((await problemOf(await view('nope', cast.stranger))).status).toBe(404)
			await archiveCashier(api.db, cast.cashier.id)
			expect((await problemOf(await view(cast.cashier.id, cast.stranger))).status).toBe(404)
			expect((await problemOf(await view(cast.cashier.id, cast.auditor))).status).toBe(404)
		})
	})

	describe('POST /invites/cashiers', () => {
		it("writes one pending request and mails the unit's owner once, in the owner's language", async () => {
			const cast = await createCast(api.db, api.clock)
			const accountant = await newcomer('Bruna')
			const owner = await ownerAddress(cast)

			const first = await ask({ cashierId: cast.cashier.id }, accountant)
			expect(first.status).toBe(201)
			expect(cashierInviteSchema.parse(await first.json())).toMatchObject({
				cashier: { id: cast.cashier.id, name: 'Main till' },
				state: 'PENDING',
			})
			const again = await ask({ cashierId: cast.cashier.id }, accountant)
			expect(again.status).toBe(200)
			expect(cashierInviteSchema.parse(await again.json()).state).toBe('PENDING')

			const rows = await rowsOf(cast.cashier.id)
			expect(rows.filter(({ profile_id }) => profile_id === accountant.profileId)).toEqual([
				{ profile_id: accountant.profileId, accepted_at: null },
			])
			const mails = mailsTo(owner)
			expect(mails.length).toBe(1)
			expect(mails[0]?.subject).toBe('Bruna Newcomer asks to audit Main till')
			expect(mails[0]?.text).toContain('Padaria Central')
			expect(mails[0]?.text).toContain(`${TEST_APP_URL}/cashier/${cast.cashier.id}/setting`)
			// The requester's own state follows.
			expect(await stateOf(cast.cashier.id, accountant)).toBe('PENDING')
			// Nobody else was mailed: not the requester, not the unit's collaborators.
			expect(served().mail.sent.filter(({ text }) => text.includes(cast.cashier.id)).length).toBe(1)
		})

		it('mails an owner who reads Portuguese in Portuguese', async () => {
			const cast = await createCast(api.db, api.clock, { language: 'pt-BR' })
			const accountant = await newcomer('Davi')
			expect((await ask({ cashierId: cast.cashier.id }, accountant)).status).toBe(201)
			const [mail] = mailsTo(await ownerAddress(cast))
			expect(mail?.subject).toBe('Davi Newcomer pede para auditar Main till')
			expect(mail?.html).toContain('lang="pt-BR"')
		})

		it('answers an accepted or pending auditor their state with 200, writing and mailing nothing', async () => {
			const cast = await createCast(api.db, api.clock)
			const owner = await ownerAddress(cast)
			for (const [member, state] of [
				[cast.auditor, 'ACCEPTED'],
				[cast.pendingAuditor, 'PENDING'],
			] as const) {
				const response = await ask({ cashierId: cast.cashier.id }, member)
				expect(response.status).toBe(200)
				expect(cashierInviteSchema.parse(await response.json()).state).toBe(state)
			}
			expect(mailsTo(owner)).toEqual([])
			expect((await rowsOf(cast.cashier.id)).length).toBe(2)
			// The auditor of one cashier asks for the other as anyone would.
			expect((await ask({ cashierId: cast.otherCashier.id }, cast.auditor)).status).toBe(201)
		})

		it('refuses whoever writes the cashier with 409 ALREADY_WRITER, writing nothing', async () => {
			const cast = await createCast(api.db, api.clock)
			const company = await createCompanyCast(api.db, api.clock)
			const writers: Array<[string, Member, string]> = [
				['owner', cast.owner, cast.cashier.id],
				['unit collaborator', cast.unitCollaborator, cast.cashier.id],
				['cashier collaborator', cast.cashierCollaborator, cast.cashier.id],
				['company owner', company.owner, company.cashier.id],
				['company collaborator', company.companyCollaborator, company.cashier.id],
			]
			for (const [who, member, cashierId] of writers) {
				const problem = await problemOf(await ask({ cashierId }, member))
				expect(problem, who).toMatchObject({ status: 409, code: 'ALREADY_WRITER' })
			}
			expect((await rowsOf(cast.cashier.id)).length).toBe(2)
			expect(await rowsOf(company.cashier.id)).toEqual([])
			expect(mailsTo(await ownerAddress(cast))).toEqual([])
		})

		it('answers 401 without a session, 422 on a bad body, 404 for an unknown or archived cashier', async () => {
			const cast = await createCast(api.db, api.clock)
			const accountant = await newcomer('Eva')
			expect((await problemOf(await ask({ cashierId: cast.cashier.id }))).status).toBe(401)
			for (const body of [{}, { cashierId: 'nope' }, { cashierId: 12 }, null]) {
				const problem = await problemOf(await ask(body, accountant))
				expect(problem.status, JSON.stringify(body)).toBe(422)
			}
			const unknown = await problemOf(await ask({ cashierId: crypto.randomUUID() }, accountant))
			expect(unknown.status).toBe(404)
			await archiveCashier(api.db, cast.cashier.id)
			expect((await problemOf(await ask({ cashierId: cast.cashier.id }, accountant))).status).toBe(
				404,
			)
			expect(
				(await rowsOf(cast.cashier.id)).filter(
					({ profile_id }) => profile_id === accountant.profileId,
				),
			).toEqual([])
		})

		it('leaves one row and sends one mail when 20 asks arrive at once', async () => {
			const cast = await createCast(api.db, api.clock)
			const accountant = await newcomer('Paralela')
			const responses = await Promise.all(
				Array.from({ length: 20 }, () => ask({ cashierId: cast.cashier.id }, accountant)),
			)
			const statuses = responses.map(({ status }) => status).sort((a, b) => a - b)
			expect(statuses).toEqual([...Array.from({ length: 19 }, () => 200), 201])
			for (const response of responses) {
				expect(cashierInviteSchema.parse(await response.json()).state).toBe('PENDING')
			}
			const rows = await rowsOf(cast.cashier.id)
			expect(rows.filter(({ profile_id }) => profile_id === accountant.profileId).length).toBe(1)
			expect(mailsTo(await ownerAddress(cast)).length).toBe(1)
		})

		it(`caps new requests at ${auditRequestsPerRequester.max} a requester a day: then 429 and nothing written`, async () => {
			const accountant = await newcomer('Busy')
			const someone = await newcomer('Owner')
			const cashiers: string[] = []
			for (let index = 0; index <= auditRequestsPerRequester.max; index += 1) {
				const { cashier } = await createUnitWithCashier(api.db, someone.profileId, {
					unitName: `Loja ${index}`,
					now: api.clock.now(),
				})
				cashiers.push(cashier.id)
			}
			for (const cashierId of cashiers.slice(0, -1)) {
				expect((await ask({ cashierId }, accountant)).status).toBe(201)
			}
			// Asking again for one already asked is no new request: still answered.
			expect((await ask({ cashierId: cashiers[0] }, accountant)).status).toBe(200)
			const refused = await ask({ cashierId: cashiers.at(-1) }, accountant)
			expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
			expect(await problemOf(refused)).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
			expect(await rowsOf(cashiers.at(-1) ?? '')).toEqual([])
			// Someone else is not held back by it.
			expect((await ask({ cashierId: cashiers.at(-1) }, await newcomer('Calm'))).status).toBe(201)
			// The next day the busy one asks again.
			api.clock.advance(24 * 60 * MINUTE_MS)
			expect((await ask({ cashierId: cashiers.at(-1) }, accountant)).status).toBe(201)
		})

		it('keeps the request over the hourly mail cap, unmailed', async () => {
			const cast = await createCast(api.db, api.clock)
			const capped = createSignInTestApp(api.db, { clock: api.clock, mailMaxPerHour: 0 })
			const accountant = await newcomer('Quiet')
			const response = await capped.app.request('/caixa/api/invites/cashiers', {
				method: 'POST',
				headers: { ...accountant.headers, 'Content-Type': 'application/json' },
				body: JSON.stringify({ cashierId: cast.cashier.id }),
			})
			expect(response.status).toBe(201)
			expect(capped.mail.sent).toEqual([])
			expect(await stateOf(cast.cashier.id, accountant)).toBe('PENDING')
		})
	})

	describe('GET /auditors/cashiers/{id}', () => {
		it('answers an accepted auditor the cashier as they read it', async () => {
			const { cast } = api
			const response = await audited(cast.cashier.id, cast.auditor)
			expect(response.status).toBe(200)
			expect(auditedCashierSchema.parse(await response.json())).toEqual({
				id: cast.cashier.id,
				name: 'Main till',
				unit: {
					id: cast.unit.id,
					name: 'Padaria Central',
					photo: null,
					timezone: cast.unit.timezone,
				},
				currency: cast.unit.currency,
				role: 'AUDITOR',
			})
		})

		it('answers 404 to writers, a pending auditor, the auditor of another cashier and strangers; 401 anonymous', async () => {
			const { cast } = api
			const refused: Array<[string, Member, string]> = [
				['owner', cast.owner, cast.cashier.id],
				['unit collaborator', cast.unitCollaborator, cast.cashier.id],
				['cashier collaborator', cast.cashierCollaborator, cast.cashier.id],
				['pending auditor', cast.pendingAuditor, cast.cashier.id],
				['auditor of another cashier', cast.auditor, cast.otherCashier.id],
				['stranger', cast.stranger, cast.cashier.id],
			]
			for (const [who, member, cashierId] of refused) {
				const problem = await problemOf(await audited(cashierId, member))
				expect(problem.status, who).toBe(404)
			}
			expect((await problemOf(await audited(cast.cashier.id))).status).toBe(401)
			expect((await problemOf(await audited('nope', cast.auditor))).status).toBe(404)
		})

		it('answers an archived cashier: its books stay readable to its auditors', async () => {
			const cast = await createCast(api.db, api.clock)
			await archiveCashier(api.db, cast.cashier.id)
			expect((await audited(cast.cashier.id, cast.auditor)).status).toBe(200)
		})
	})
})
