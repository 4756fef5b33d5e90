import { type Kysely } from 'kysely'
import { expect } from 'vitest'
import { problemSchema } from '@caixa/contract/problem'
import { type Database } from '@caixa/db/database'
import { type TestApi } from './api'
import { type Cast } from './cast'
import { type CompanyCast } from './company-cast'

// What the report tests (the income statement's, the cash flow's, the general report's, their
// references) each wrote for themselves: a unit's categories by name, a record's installment,
// a refusal read as a problem, and who may read a unit's report.

/** The id of the unit's category named `name` (the unit's default chart of categories). */
export async function categoryNamed(db: Kysely<Database>, unitId: string, name: string) {
	const row = await db
		.selectFrom('categories')
		.select('id')
		.where('unit_id', '=', unitId)
		.where('name', '=', name)
		.executeTakeFirstOrThrow()
	return row.id
}

/** Every category of the unit: name → id. */
export async function categoriesOf(db: Kysely<Database>, unitId: string) {
	const rows = await db
		.selectFrom('categories')
		.select(['id', 'name'])
		.where('unit_id', '=', unitId)
		.execute()
	return new Map(rows.map((row) => [row.name, row.id]))
}

/** A category's id from such a map; a name the books never used is the test's own mistake. */
export function idOf(categories: Map<string, string>, name: string) {
	const id = categories.get(name)
	if (!id) throw new Error(`No category ${name}`)
	return id
}

/** The id of a record's installment `number` (an installment, not a partial payment's child). */
export async function installmentOf(db: Kysely<Database>, inventoryId: string, number: number) {
	const row = await db
		.selectFrom('payments')
		.select('id')
		.where('inventory_id', '=', inventoryId)
		.where('number', '=', number)
		.where('parent_id', 'is', null)
		.executeTakeFirstOrThrow()
	return row.id
}

/** A refusal: its status, as a problem document (the failure shows the body). */
export async function expectProblem(response: Response, status: number) {
	expect(response.status, await response.clone().text()).toBe(status)
	expect(response.headers.get('Content-Type')).toContain('application/problem+json')
	return problemSchema.parse(await response.json())
}

/**
 * Who reads a unit's report at `path` (DOMAIN.md's table): its owner and the unit's
 * collaborators; a cashier's collaborator, auditors and strangers get a 404, no session a 401.
 */
export async function expectUnitReaders(api: TestApi, cast: Cast, path: string) {
	for (const member of [cast.owner, cast.unitCollaborator]) {
		expect((await api.get(path, member.headers)).status, path).toBe(200)
	}
	for (const member of [
		cast.cashierCollaborator,
		cast.auditor,
		cast.pendingAuditor,
		cast.stranger,
	]) {
		await expectProblem(await api.get(path, member.headers), 404)
	}
	await expectProblem(await api.get(path), 401)
}

/**
 * A unit of a company: its company's owner and collaborators read its report at `path` as the
 * unit's collaborator does; the company's marketplace's owner and strangers get a 404.
 */
export async function expectCompanyUnitReaders(api: TestApi, company: CompanyCast, path: string) {
	for (const member of [company.owner, company.companyCollaborator, company.unitCollaborator]) {
		expect((await api.get(path, member.headers)).status, path).toBe(200)
	}
	for (const member of [company.marketplaceOwner, company.stranger]) {
		await expectProblem(await api.get(path, member.headers), 404)
	}
}

/**
 * Each of `paths` (OpenAPI paths under /caixa/api) is documented as a GET behind a session whose
 * refusals (401, 404, 422) are problem documents.
 */
export async function expectDocumentedAsReports(api: TestApi, paths: string[]) {
	const document = (await (await api.get('/openapi.json')).json()) as {
		paths: Record<string, { get?: { security?: unknown; responses: Record<string, unknown> } }>
	}
	for (const path of paths) {
		const operation = document.paths[`/caixa/api${path}`]?.get
		expect(operation?.security, path).toEqual([{ bearer: [] }])
		expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401', '404', '422'])
		for (const status of ['401', '404', '422']) {
			expect(JSON.stringify(operation?.responses[status])).toContain('application/problem+json')
		}
	}
}
