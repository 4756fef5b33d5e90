import { describe, expect, it } from 'vitest'
import { financialInstitutionListSchema } from '@caixa/contract/financial-institution'
import { createUnitWithCashier, useTestApi } from '@caixa/testing'

describe('GET /caixa/api/units/{unitId}/financial-institutions', () => {
	const api = useTestApi({ cast: true })
	const path = (search = '') => `/units/${api.cast.unit.id}/financial-institutions${search}`

	it('answers cash and Brazil’s institutions to the owner and unit collaborators', async () => {
		for (const member of [api.cast.owner, api.cast.unitCollaborator]) {
			const institutions = await api.getOk(
				path('?size=3'),
				financialInstitutionListSchema,
				member.headers,
			)
			expect(institutions).toEqual([
				{ id: 'CASH', code: null, name: 'Cash' },
				{ id: 'BR-001', code: '001', name: 'Banco do Brasil S.A.' },
				expect.objectContaining({ id: 'BR-003', code: '003' }),
			])
		}
		const byCode = await api.getOk(
			path('?query=341'),
			financialInstitutionListSchema,
			api.cast.owner.headers,
		)
		expect(byCode.map((institution) => institution.id)).toEqual(['BR-341'])
	})

	it('answers cash only in a country without a list', async () => {
		const { unit } = await createUnitWithCashier(api.db, api.cast.owner.profileId, {
			country: 'PORTUGAL',
		})
		expect(
			await api.getOk(
				`/units/${unit.id}/financial-institutions`,
				financialInstitutionListSchema,
				api.cast.owner.headers,
			),
		).toEqual([{ id: 'CASH', code: null, name: 'Cash' }])
	})

	it('answers 404 to everyone else, 401 without a session, 422 for a bad size', async () => {
		for (const member of [
			api.cast.cashierCollaborator,
			api.cast.auditor,
			api.cast.pendingAuditor,
			api.cast.stranger,
		]) {
			expect((await api.get(path(), member.headers)).status).toBe(404)
		}
		expect((await api.get(path())).status).toBe(401)
		expect((await api.get(path('?size=101'), api.cast.owner.headers)).status).toBe(422)
	})
})
