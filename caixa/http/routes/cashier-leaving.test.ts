import { describe, expect, it } from 'vitest'
import { cashierListSchema } from '@caixa/contract/cashier'
import { collaboratorListSchema } from '@caixa/contract/collaborator'
import {
	addCashierCollaborator,
	archiveCashier,
	type Cast,
	createCast,
	createCompanyCast,
	type Member,
	useTestApi,
} from '@caixa/testing'

// DELETE /cashiers/{id}: the caller leaves a cashier (services/cashier-leaving.ts), for every role
// of DOMAIN.md's table and the company's ways into a unit.
describe('DELETE /caixa/api/cashiers/{id}', () => {
	const api = useTestApi({ cast: true })
	const leave = (cashierId: string, member?: Pick<Member, 'headers'>) =>
		api.app.request(`/caixa/api/cashiers/${cashierId}`, {
			method: 'DELETE',
			headers: member?.headers ?? {},
		})
	const refusal = async (response: Response) => {
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		return { status: response.status, ...((await response.json()) as { code?: string }) }
	}
	const sees = async (member: Member, cashierId: string) =>
		(await api.get(`/cashiers/${cashierId}`, member.headers)).status === 200
	const listed = async (member: Member) =>
		(await api.getOk('/cashiers?size=100', cashierListSchema, member.headers)).map(({ id }) => id)

	it('lets a cashier collaborator leave: 204, and the cashier is gone from their lists', async () => {
		const cast = await createCast(api.db, api.clock)
		expect(await listed(cast.cashierCollaborator)).toEqual([cast.cashier.id])
		const response = await leave(cast.cashier.id, cast.cashierCollaborator)
		expect(response.status).toBe(204)
		expect(await response.text()).toBe('')
		expect(await sees(cast.cashierCollaborator, cast.cashier.id)).toBe(false)
		expect(await listed(cast.cashierCollaborator)).toEqual([])
		// The owner no longer lists them among the cashier's people; everyone else keeps theirs.
		const people = await api.getOk(
			`/units/${cast.unit.id}/cashiers/${cast.cashier.id}/collaborators`,
			collaboratorListSchema,
			cast.owner.headers,
		)
		expect(people).toEqual([])
		expect(await sees(cast.owner, cast.cashier.id)).toBe(true)
		expect(await sees(cast.unitCollaborator, cast.cashier.id)).toBe(true)
		// Leaving again is leaving a cashier that is not theirs.
		expect(await refusal(await leave(cast.cashier.id, cast.cashierCollaborator))).toMatchObject({
			status: 404,
		})
	})

	it('refuses the owner with 409 OWNER_CANNOT_LEAVE, changing nothing', async () => {
		const { owner, cashier, otherCashier } = api.cast
		for (const id of [cashier.id, otherCashier.id]) {
			expect(await refusal(await leave(id, owner))).toMatchObject({
				status: 409,
				code: 'OWNER_CANNOT_LEAVE',
			})
			expect(await sees(owner, id)).toBe(true)
		}
	})

	it('refuses a unit collaborator with 409 UNIT_COLLABORATOR, also when added to the cashier too', async () => {
		const cast = await createCast(api.db, api.clock)
		const { unitCollaborator, cashier, otherCashier } = cast
		expect(await refusal(await leave(otherCashier.id, unitCollaborator))).toMatchObject({
			status: 409,
			code: 'UNIT_COLLABORATOR',
		})
		await addCashierCollaborator(api.db, cashier.id, unitCollaborator.profileId)
		expect(await refusal(await leave(cashier.id, unitCollaborator))).toMatchObject({
			status: 409,
			code: 'UNIT_COLLABORATOR',
		})
		// Their row on the cashier stays: they keep it if they leave the unit.
		const people = await api.getOk(
			`/units/${cast.unit.id}/cashiers/${cashier.id}/collaborators`,
			collaboratorListSchema,
			cast.owner.headers,
		)
		expect(people.map(({ id }) => id)).toContain(unitCollaborator.profileId)
	})

	it('lets an accepted auditor leave the audit: 204, gone from GET /auditors, the auditor API 404', async () => {
		const cast = await createCast(api.db, api.clock)
		const audited = async () =>
			(await api.getOk('/auditors', cashierListSchema, cast.auditor.headers)).map(({ id }) => id)
		expect(await audited()).toEqual([cast.cashier.id])
		const response = await leave(cast.cashier.id, cast.auditor)
		expect(response.status).toBe(204)
		expect(await audited()).toEqual([])
		expect(
			(await api.get(`/auditors/cashiers/${cast.cashier.id}`, cast.auditor.headers)).status,
		).toBe(404)
		// The pending requester's row is theirs alone to keep: it stays, and so does everyone else.
		expect(await refusal(await leave(cast.cashier.id, cast.pendingAuditor))).toMatchObject({
			status: 404,
		})
		const rows = await api.db
			.selectFrom('cashier_auditors')
			.select('profile_id')
			.where('cashier_id', '=', cast.cashier.id)
			.execute()
		expect(rows.map(({ profile_id }) => profile_id)).toEqual([cast.pendingAuditor.profileId])
		expect(await sees(cast.cashierCollaborator, cast.cashier.id)).toBe(true)
		// Leaving again is leaving a cashier that is not theirs.
		expect(await refusal(await leave(cast.cashier.id, cast.auditor))).toMatchObject({ status: 404 })
	})

	it('answers 404 to pending auditors, auditors of another cashier, strangers, and a cashier collaborator elsewhere', async () => {
		const { auditor, pendingAuditor, stranger, cashierCollaborator, cashier, otherCashier } =
			api.cast
		const who: Array<[Member, string]> = [
			[auditor, otherCashier.id],
			[pendingAuditor, cashier.id],
			[stranger, cashier.id],
			[cashierCollaborator, otherCashier.id],
		]
		for (const [member, id] of who) {
			expect(await refusal(await leave(id, member))).toMatchObject({ status: 404 })
		}
		expect((await leave(crypto.randomUUID(), api.cast.owner)).status).toBe(404)
		expect((await leave('123', api.cast.owner)).status).toBe(404)
		// Nothing changed for anyone.
		expect(await sees(cashierCollaborator, cashier.id)).toBe(true)
	})

	it('needs a session', async () => {
		expect((await leave(api.cast.cashier.id)).status).toBe(401)
		expect(
			(await leave(api.cast.cashier.id, { headers: { Authorization: 'Bearer nope' } })).status,
		).toBe(401)
		expect(await sees(api.cast.cashierCollaborator, api.cast.cashier.id)).toBe(true)
	})

	it("answers the company's owner OWNER_CANNOT_LEAVE, its collaborators UNIT_COLLABORATOR, the marketplace's owner 404", async () => {
		const company = await createCompanyCast(api.db, api.clock)
		const id = company.cashier.id
		expect(await refusal(await leave(id, company.owner))).toMatchObject({
			status: 409,
			code: 'OWNER_CANNOT_LEAVE',
		})
		for (const member of [company.companyCollaborator, company.unitCollaborator]) {
			expect(await refusal(await leave(id, member))).toMatchObject({
				status: 409,
				code: 'UNIT_COLLABORATOR',
			})
		}
		expect((await leave(id, company.marketplaceOwner)).status).toBe(404)
		expect((await leave(id, company.stranger)).status).toBe(404)
	})

	it('lets a collaborator leave an archived cashier', async () => {
		const cast = await createCast(api.db, api.clock)
		await archiveCashier(api.db, cast.cashier.id)
		expect((await leave(cast.cashier.id, cast.cashierCollaborator)).status).toBe(204)
		expect(await sees(cast.cashierCollaborator, cast.cashier.id)).toBe(false)
	})

	it('lets two leaves at once end with one 204 and one 404', async () => {
		const cast: Cast = await createCast(api.db, api.clock)
		const statuses = await Promise.all([
			leave(cast.cashier.id, cast.cashierCollaborator),
			leave(cast.cashier.id, cast.cashierCollaborator),
		])
		expect(statuses.map(({ status }) => status).sort()).toEqual([204, 404])
	})
})
