import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { maySeeCompanyUnits } from '@caixa/domain/company-roles'
import { notFound } from '@caixa/domain/errors'
import {
	changeCompanyPhoto,
	companyFigures,
	createCompany,
	editCompany,
	findVisibleCompany,
	listVisibleCompanies,
} from '@caixa/services/companies'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { companyPath, presentCompany } from '../presenters/company'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// Companies (spec §7 "Company" and the session's `GET /companies`). Who sees which company, and
// with which role, is the database layer's access.ts; what each role may do, domain/company-roles.ts.

const ownerOnly404 = problem(
	'No such company, or one the caller may not see; or the caller sees it but does not own it (`code` OWNER_ONLY)',
)

export function companiesRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.companies.list),
		tags: ['companies'],
		summary: 'The companies the caller owns, works in, or groups in a marketplace, by name',
		description: [
			'Ordered by name (ignoring case and accents), ties by id. `query` keeps the companies',
			'whose name holds every one of its words; `marketplaceId` those of one marketplace;',
			'`role` those where the caller holds that role. Each says the caller’s `role`: OWNER,',
			'COLLABORATOR (works in all its units) or MARKETPLACE_OWNER (owns its marketplace, and',
			'sees the company but not its units).',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.list, 200, { description: 'A page of companies' }),
			401: unauthorizedResponse,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const create = createRoute({
		...requestOf(endpoints.companies.create),
		tags: ['companies'],
		summary: 'Creates a company, owned by the caller',
		description: [
			'The spec lists no way to make a company outside a marketplace; a business owner grouping',
			'their shops needs one, so this is it. A blank `document` is none. The company starts',
			'with no units: add them with `POST /companies/{companyId}/units`.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.companies.create, 201, {
				description: 'Created; the company is at the Location path',
				headers: z.object({ Location: z.string().meta({ example: '/caixa/api/companies/{id}' }) }),
			}),
			401: unauthorizedResponse,
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.companies.get),
		tags: ['companies'],
		summary: 'A company the caller owns, works in, or groups in a marketplace',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.get, 200, {
				description: 'The company, with the caller’s role on it',
			}),
			401: unauthorizedResponse,
			404: problem('No such company, or one the caller may not see'),
		},
	})

	const full = createRoute({
		...requestOf(endpoints.companies.full),
		tags: ['companies'],
		summary: 'A company and the figures of its page',
		description: [
			'Its units, the live cashiers of those units and its collaborators, counted in one query.',
			'A marketplace owner sees how many units a company has, not its cashiers nor its people:',
			'those two are null for them.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.full, 200, {
				description: 'The company, the caller’s role, and its figures',
			}),
			401: unauthorizedResponse,
			404: problem('No such company, or one the caller may not see'),
		},
	})

	const put = createRoute({
		...requestOf(endpoints.companies.update),
		tags: ['companies'],
		summary: 'Renames a company or changes its document; owner only',
		description: 'Both fields are written: a `document` left out or blank is none.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.update, 200, { description: 'The company as it is now' }),
			401: unauthorizedResponse,
			404: ownerOnly404,
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const putPhoto = createRoute({
		...requestOf(endpoints.companies.photo),
		tags: ['companies'],
		summary: 'Makes a photo the caller uploaded the company’s photo; owner only',
		description: 'Upload it first with `POST /multimedia`; `photo` is then its STANDARD path.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.photo, 200, {
				description: 'The company, with its new photo',
			}),
			401: unauthorizedResponse,
			404: problem(
				'No such company, or one the caller may not see, or does not own (`code` OWNER_ONLY); or no such multimedia among the caller’s uploads',
			),
			422: problem('`multimedia` is not an id'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const companies = await listVisibleCompanies(db, c.var.auth.profile.id, c.req.valid('query'))
			return c.json(companies.map(presentCompany), 200)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { name, document } = c.req.valid('json')
			const company = await createCompany(
				db,
				c.var.auth.profile.id,
				{ name, document: document ?? null },
				null,
				deps.clock.now(),
			)
			c.header('Location', companyPath(company.company.id))
			return c.json(presentCompany(company), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const company = await findVisibleCompany(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').companyId,
			)
			if (!company) throw notFound('No company of yours has this id.')
			return c.json(presentCompany(company), 200)
		})
		.openapi(full, async (c) => {
			const db = await deps.database()
			const { companyId } = c.req.valid('param')
			const company = await findVisibleCompany(db, c.var.auth.profile.id, companyId)
			if (!company) throw notFound('No company of yours has this id.')
			const figures = await companyFigures(db, companyId)
			const members = maySeeCompanyUnits(company.role)
			return c.json(
				{
					...presentCompany(company),
					figures: {
						units: figures.units,
						cashiers: members ? figures.cashiers : null,
						collaborators: members ? figures.collaborators : null,
					},
				},
				200,
			)
		})
		.openapi(put, async (c) => {
			const db = await deps.database()
			const profileId = c.var.auth.profile.id
			const { companyId } = c.req.valid('param')
			const { name, document } = c.req.valid('json')
			const company = await editCompany(db, profileId, companyId, {
				name,
				document: document ?? null,
			})
			return c.json(presentCompany(company), 200)
		})
		.openapi(putPhoto, async (c) => {
			const db = await deps.database()
			const profileId = c.var.auth.profile.id
			const { companyId } = c.req.valid('param')
			const company = await changeCompanyPhoto(
				db,
				profileId,
				companyId,
				c.req.valid('json').multimedia,
			)
			return c.json(presentCompany(company), 200)
		})
}
