import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
	type InternalTransfer,
	internalTransferListSchema,
	internalTransferSchema,
} from '@caixa/contract/internal-transfer'
import { type CashierRow } from '@caixa/testing/database-layer'
import {
	addCashierCollaborator,
	type CompanyCast,
	createCashier,
	createCompanyCast,
	expectBooksBalanced,
	expectLedgerVolumeInvariant,
	type Member,
	useTestApi,
} from '@caixa/testing'

// DOMAIN.md "Roles": "see and write … transfers of a cashier" — the unit's owner (or its
// company's), the unit's (or its company's) collaborators between any of its cashiers; a
// cashier's collaborator only between two cashiers they may write; auditors, pending auditors,
// a marketplace's owner and strangers are told nothing (404). Every endpoint, for each of them.

type Call = (member: Member) => Response | Promise<Response>

describe('internal transfers × roles', () => {
	const api = useTestApi({ cast: true })
	// The cashier collaborator writes `cashier` and `shared`, not `otherCashier`.
	let shared: CashierRow
	let theirs: InternalTransfer
	let notTheirs: InternalTransfer

	const unitPath = () => `/caixa/api/units/${api.cast.unit.id}/internal-transfers`
	const send = (path: string, member: Member, method = 'GET', body?: unknown) =>
		api.app.request(path, {
			method,
			headers: body ? { ...member.headers, 'Content-Type': 'application/json' } : member.headers,
			body: body === undefined ? undefined : JSON.stringify(body),
		})
	const create = (member: Member, from: string, to: string) =>
		send(unitPath(), member, 'POST', {
			fromCashierId: from,
			toCashierId: to,
			amount: 1_000,
			transferredOn: '2025-01-10',
		})
	const made = async (response: Response): Promise<InternalTransfer> => {
		expect(response.status, await response.clone().text()).toBe(201)
		return internalTransferSchema.parse(await response.json())
	}

	beforeAll(async () => {
		shared = await createCashier(api.db, api.cast.unit.id, { name: 'Shared till' })
		await addCashierCollaborator(api.db, shared.id, api.cast.cashierCollaborator.profileId)
		theirs = await made(await create(api.cast.owner, api.cast.cashier.id, shared.id))
		notTheirs = await made(
			await create(api.cast.owner, api.cast.cashier.id, api.cast.otherCashier.id),
		)
	})

	afterEach(async () => {
		await expectBooksBalanced(api.db)
		await expectLedgerVolumeInvariant(api.db, api.cast.unit.id)
	})

	/** Every endpoint on a transfer between two cashiers the caller may write. */
	const everyCall = (): Array<[string, Call]> => [
		['GET list', (member) => send(unitPath(), member)],
		['GET totals', (member) => send(`${unitPath()}/totals`, member)],
		['POST', (member) => create(member, api.cast.cashier.id, shared.id)],
		['GET by id', (member) => send(`${unitPath()}/${theirs.id}`, member)],
		['DELETE', (member) => send(`${unitPath()}/${theirs.id}`, member, 'DELETE')],
	]

	for (const role of ['auditor', 'pendingAuditor', 'stranger'] as const) {
		it(`answers 404 to the ${role} on every endpoint, and writes nothing`, async () => {
			const before = await api.db.selectFrom('internal_transfers').select('id').execute()
			for (const [name, call] of everyCall()) {
				const response = await call(api.cast[role])
				expect(response.status, `${name}: ${await response.clone().text()}`).toBe(404)
				expect(response.headers.get('Content-Type')).toContain('application/problem+json')
			}
			expect(await api.db.selectFrom('internal_transfers').select('id').execute()).toEqual(before)
		})
	}

	for (const role of ['owner', 'unitCollaborator'] as const) {
		it(`lets the ${role} move money between any cashiers of the unit, list, read and delete`, async () => {
			const member = api.cast[role]
			const mine = await made(await create(member, api.cast.otherCashier.id, api.cast.cashier.id))
			const listed = internalTransferListSchema.parse(
				await (await send(`${unitPath()}?size=100`, member)).json(),
			)
			expect(listed.map((row) => row.id)).toEqual(
				expect.arrayContaining([mine.id, theirs.id, notTheirs.id]),
			)
			expect((await send(`${unitPath()}/totals`, member)).status).toBe(200)
			expect((await send(`${unitPath()}/${notTheirs.id}`, member)).status).toBe(200)
			expect((await send(`${unitPath()}/${mine.id}`, member, 'DELETE')).status).toBe(204)
		})
	}

	it('lets a cashier collaborator between two cashiers they write, and nowhere else (404)', async () => {
		const member = api.cast.cashierCollaborator
		const mine = await made(await create(member, shared.id, api.cast.cashier.id))
		// To or from a cashier of the unit they do not write: as if it did not exist.
		for (const [from, to] of [
			[api.cast.cashier.id, api.cast.otherCashier.id],
			[api.cast.otherCashier.id, shared.id],
		] as const) {
			const refused = await create(member, from, to)
			expect(refused.status, await refused.clone().text()).toBe(404)
		}
		// They see the transfers between their cashiers only, in the list and its totals.
		const listed = internalTransferListSchema.parse(
			await (await send(`${unitPath()}?size=100`, member)).json(),
		)
		expect(listed.map((row) => row.id).sort()).toEqual([mine.id, theirs.id].sort())
		const totals = (await (await send(`${unitPath()}/totals`, member)).json()) as {
			count: number
		}
		expect(totals.count).toBe(2)
		expect((await send(`${unitPath()}/${theirs.id}`, member)).status).toBe(200)
		expect((await send(`${unitPath()}/${notTheirs.id}`, member)).status).toBe(404)
		expect((await send(`${unitPath()}/${notTheirs.id}`, member, 'DELETE')).status).toBe(404)
		expect((await send(`${unitPath()}/${mine.id}`, member, 'DELETE')).status).toBe(204)
		// The owner's transfer they could not touch is still there.
		expect((await send(`${unitPath()}/${notTheirs.id}`, api.cast.owner)).status).toBe(200)
	})

	it('answers 401 without a session', async () => {
		const response = await api.app.request(unitPath())
		expect(response.status).toBe(401)
	})

	describe('in a company', () => {
		let company: CompanyCast
		let second: CashierRow
		const companyPath = () => `/caixa/api/units/${company.unit.id}/internal-transfers`

		beforeAll(async () => {
			company = await createCompanyCast(api.db, api.clock)
			second = await createCashier(api.db, company.unit.id, { name: 'Second till' })
		})

		afterEach(async () => {
			await expectLedgerVolumeInvariant(api.db, company.unit.id)
		})

		for (const role of ['owner', 'companyCollaborator', 'unitCollaborator'] as const) {
			it(`lets the company’s ${role} write, read and delete the unit’s transfers`, async () => {
				const member = company[role]
				const response = await send(companyPath(), member, 'POST', {
					fromCashierId: company.cashier.id,
					toCashierId: second.id,
					amount: 250,
					transferredOn: '2025-01-12',
				})
				const transfer = await made(response)
				expect((await send(companyPath(), member)).status).toBe(200)
				expect((await send(`${companyPath()}/${transfer.id}`, member)).status).toBe(200)
				expect((await send(`${companyPath()}/${transfer.id}`, member, 'DELETE')).status).toBe(204)
			})
		}

		for (const role of ['marketplaceOwner', 'stranger'] as const) {
			it(`answers 404 to the ${role}`, async () => {
				const member = company[role]
				expect((await send(companyPath(), member)).status).toBe(404)
				const response = await send(companyPath(), member, 'POST', {
					fromCashierId: company.cashier.id,
					toCashierId: second.id,
					amount: 250,
					transferredOn: '2025-01-12',
				})
				expect(response.status).toBe(404)
			})
		}
	})
})
