import { createRoute, z } from '@hono/zod-openapi'
import {
	financialInstitutionListQuerySchema,
	financialInstitutionListSchema,
} from '@caixa/contract/financial-institution'
import { requireMasterDataUnit } from '@caixa/db/unit-master-data'
import { searchFinancialInstitutions } from '@caixa/domain/financial-institutions'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { createRouter } from '../router'

// The financial institutions a unit's payments can go through (spec §7 "Unit":
// financial-institutions GET): its country's reference list, cash first (domain/financial-institutions.ts).

export function unitFinancialInstitutionsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		method: 'get',
		path: '/units/{unitId}/financial-institutions',
		tags: ['financial-institutions'],
		summary: 'Cash and the banks and payment institutions of the unit’s country',
		description: [
			'Cash (id CASH, named in the caller’s language) first, then the country’s institutions by',
			'official code, with stable ids (BR-001). BRAZIL: Banco Central’s participants with their',
			'COMPE codes, from the npm package bancos-brasileiros (caixa/data/financial-institutions-br.json',
			'names the version and day). Other countries: cash only, for now. `query` keeps names holding',
			'every word, or codes starting with it when it is digits. For the unit’s owner and',
			'collaborators.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: z.object({ unitId: z.uuid() }), query: financialInstitutionListQuerySchema },
		responses: {
			200: {
				description: 'A page of institutions',
				content: { 'application/json': { schema: financialInstitutionListSchema } },
			},
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
			422: problem('A paging value is out of range'),
		},
	})

	return createRouter().openapi(list, async (c) => {
		const db = await deps.database()
		const { profile } = c.var.auth
		const { unit } = await requireMasterDataUnit(db, profile.id, c.req.valid('param').unitId)
		return c.json(
			searchFinancialInstitutions(unit.country, profile.language, c.req.valid('query')),
			200,
		)
	})
}
