import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { notFound } from '@caixa/domain/errors'
import { createCompany } from '@caixa/services/companies'
import {
	createMarketplace,
	findOwnedMarketplace,
	listMarketplaceCompanies,
	listOwnedMarketplaces,
} from '@caixa/services/marketplaces'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { companyPath, marketplacePath, presentCompany } from '../presenters/company'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// Marketplaces (spec §7 "Marketplace" and the session's `GET /marketplaces`): a mall or a
// franchise network and the companies it groups. Only its owner sees a marketplace; they see its
// companies, and not their units' books (domain/company-roles.ts).

const notYours404 = problem('No such marketplace, or one the caller does not own')

export function marketplacesRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.marketplaces.list),
		tags: ['marketplaces'],
		summary: 'The caller’s marketplaces, by name',
		description:
			'Ordered by name (ignoring case and accents), ties by id; `query` keeps those whose name holds every one of its words. Each counts its companies.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.marketplaces.list, 200, { description: 'A page of marketplaces' }),
			401: unauthorizedResponse,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const create = createRoute({
		...requestOf(endpoints.marketplaces.create),
		tags: ['marketplaces'],
		summary: 'Creates a marketplace, owned by the caller',
		description:
			'The spec lists no way to make one; the marketplace screens need it. It starts with no companies: add them with `POST /marketplaces/{marketplaceId}/companies`.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.marketplaces.create, 201, {
				description: 'Created; the marketplace is at the Location path',
				headers: z.object({
					Location: z.string().meta({ example: '/caixa/api/marketplaces/{id}' }),
				}),
			}),
			401: unauthorizedResponse,
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.marketplaces.get),
		tags: ['marketplaces'],
		summary: 'A marketplace of the caller’s',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.marketplaces.get, 200, {
				description: 'The marketplace, with how many companies it groups',
			}),
			401: unauthorizedResponse,
			404: notYours404,
		},
	})

	const listCompanies = createRoute({
		...requestOf(endpoints.marketplaces.companies.list),
		tags: ['marketplaces'],
		summary: 'The companies a marketplace groups, by name',
		description:
			'For the marketplace’s owner. Ordered by name, ties by id; `query` filters by name words. Each company says the caller’s role: MARKETPLACE_OWNER, or OWNER for those they own too.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.marketplaces.companies.list, 200, {
				description: 'A page of companies',
			}),
			401: unauthorizedResponse,
			404: notYours404,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const createCompanyIn = createRoute({
		...requestOf(endpoints.marketplaces.companies.create),
		tags: ['marketplaces'],
		summary: 'Creates a company in a marketplace of the caller’s',
		description: [
			'The company is the caller’s (OWNER), as a franchise network opens a branch; its units',
			'are then added with `POST /companies/{companyId}/units`. The Location is the company’s',
			'own path.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.marketplaces.companies.create, 201, {
				description: 'Created; the company is at the Location path',
				headers: z.object({ Location: z.string().meta({ example: '/caixa/api/companies/{id}' }) }),
			}),
			401: unauthorizedResponse,
			404: notYours404,
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const marketplaces = await listOwnedMarketplaces(
				db,
				c.var.auth.profile.id,
				c.req.valid('query'),
			)
			return c.json(marketplaces, 200)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const marketplace = await createMarketplace(
				db,
				c.var.auth.profile.id,
				c.req.valid('json').name,
				deps.clock.now(),
			)
			c.header('Location', marketplacePath(marketplace.id))
			return c.json(marketplace, 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const marketplace = await findOwnedMarketplace(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').marketplaceId,
			)
			if (!marketplace) throw notFound('No marketplace of yours has this id.')
			return c.json(marketplace, 200)
		})
		.openapi(listCompanies, async (c) => {
			const db = await deps.database()
			const companies = await listMarketplaceCompanies(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').marketplaceId,
				c.req.valid('query'),
			)
			return c.json(companies.map(presentCompany), 200)
		})
		.openapi(createCompanyIn, async (c) => {
			const db = await deps.database()
			const { name, document } = c.req.valid('json')
			const company = await createCompany(
				db,
				c.var.auth.profile.id,
				{ name, document: document ?? null },
				c.req.valid('param').marketplaceId,
				deps.clock.now(),
			)
			c.header('Location', companyPath(company.company.id))
			return c.json(presentCompany(company), 201)
		})
}
