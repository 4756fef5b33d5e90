import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	findVisibleCashier,
	listAuditedCashiers,
	listUnitCashiers,
	listVisibleCashiers,
} from '@caixa/db/cashiers'
import { companyFigures, findVisibleCompany, listVisibleCompanies } from '@caixa/db/companies'
import { listCompanyUnits } from '@caixa/db/company-units'
import { findOwnedMarketplace, listOwnedMarketplaces } from '@caixa/db/marketplaces'
import { findVisibleUnit, listVisibleUnits } from '@caixa/db/units'
import {
	addCashierCollaborator,
	addUnitCollaborator,
	type Cast,
	type CompanyCast,
	createCast,
	createCompanyCast,
	createTestDatabase,
	indexedReads,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { cashierRoleOf, companyRoleOf, ownsMarketplace, unitRoleOf } from './access'
import { listCompanyCollaborators } from './collaborators'

describe('who may see what', () => {
	let test: TestDatabase
	let cast: Cast

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, manualClock())
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('gives each member of the cast the role of the roles table on the unit', async () => {
		const roles = await Promise.all(
			(
				[
					'owner',
					'unitCollaborator',
					'cashierCollaborator',
					'auditor',
					'pendingAuditor',
					'stranger',
				] as const
			).map(async (member) => [
				member,
				await unitRoleOf(test.db, cast[member].profileId, cast.unit.id),
			]),
		)
		expect(Object.fromEntries(roles)).toEqual({
			owner: 'OWNER',
			unitCollaborator: 'COLLABORATOR',
			cashierCollaborator: undefined,
			auditor: undefined,
			pendingAuditor: undefined,
			stranger: undefined,
		})
	})

	it('gives each the role on a cashier, auditors none (they read through the auditor API)', async () => {
		const role = (
			member: keyof Omit<Cast, 'unit' | 'cashier' | 'otherCashier'>,
			cashierId: string,
		) => cashierRoleOf(test.db, cast[member].profileId, cashierId)
		expect(await role('owner', cast.cashier.id)).toBe('OWNER')
		expect(await role('unitCollaborator', cast.otherCashier.id)).toBe('COLLABORATOR')
		expect(await role('cashierCollaborator', cast.cashier.id)).toBe('COLLABORATOR')
		expect(await role('cashierCollaborator', cast.otherCashier.id)).toBeUndefined()
		expect(await role('auditor', cast.cashier.id)).toBeUndefined()
		expect(await role('stranger', cast.cashier.id)).toBeUndefined()
	})

	it('keeps the best role of a profile that reaches a thing several ways', async () => {
		const { owner, unit, cashier } = cast
		await addUnitCollaborator(test.db, unit.id, owner.profileId)
		await addCashierCollaborator(test.db, cashier.id, owner.profileId)
		expect(await unitRoleOf(test.db, owner.profileId, unit.id)).toBe('OWNER')
		expect(await cashierRoleOf(test.db, owner.profileId, cashier.id)).toBe('OWNER')
		expect(await findVisibleUnit(test.db, owner.profileId, unit.id)).toMatchObject({
			role: 'OWNER',
		})
		expect(await findVisibleCashier(test.db, owner.profileId, cashier.id)).toMatchObject({
			role: 'OWNER',
		})
	})

	// SQLite's plans on these few rows are the plans of a big database: every way in has an index
	// that SQLite prefers. PostgreSQL, rightly, reads a tiny table whole, so its plans here would
	// prove nothing.
	it('reads every table of every access path and list through an index, on SQLite', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		const { owner, auditor, unit, cashier } = cast
		const queries = await indexedReads(test, async (logged) => {
			const filter = { offset: 0, size: 20, sort: 'name' as const, name: 'caixa till' }
			await listVisibleCashiers(logged, owner.profileId, { ...filter, unitId: [unit.id] })
			await listVisibleCashiers(logged, owner.profileId, { ...filter, sort: 'newest' })
			await listAuditedCashiers(logged, auditor.profileId, filter)
			await listUnitCashiers(logged, unit.id, 'OWNER', filter)
			await listVisibleUnits(logged, owner.profileId, { offset: 0, size: 20, query: 'padaria' })
			await findVisibleCashier(logged, owner.profileId, cashier.id)
			await findVisibleUnit(logged, owner.profileId, unit.id)
			await unitRoleOf(logged, owner.profileId, unit.id)
			await cashierRoleOf(logged, owner.profileId, cashier.id)
		})
		expect(queries).toBe(9)
	})

	describe('in a company and a marketplace', () => {
		let company: CompanyCast

		beforeAll(async () => {
			company = await createCompanyCast(test.db, manualClock())
		})

		it("gives the company's owner and collaborators their role on its units and cashiers, the marketplace owner none", async () => {
			const roles = async (profileId: string) => [
				await companyRoleOf(test.db, profileId, company.company.id),
				await unitRoleOf(test.db, profileId, company.unit.id),
				await cashierRoleOf(test.db, profileId, company.cashier.id),
			]
			expect(await roles(company.owner.profileId)).toEqual(['OWNER', 'OWNER', 'OWNER'])
			expect(await roles(company.companyCollaborator.profileId)).toEqual([
				'COLLABORATOR',
				'COLLABORATOR',
				'COLLABORATOR',
			])
			expect(await roles(company.marketplaceOwner.profileId)).toEqual([
				'MARKETPLACE_OWNER',
				undefined,
				undefined,
			])
			expect(await roles(company.unitCollaborator.profileId)).toEqual([
				undefined,
				'COLLABORATOR',
				'COLLABORATOR',
			])
			expect(await roles(company.stranger.profileId)).toEqual([undefined, undefined, undefined])
			// The company's people reach nothing of the owner's outside it.
			expect(
				await unitRoleOf(test.db, company.companyCollaborator.profileId, company.looseUnit.id),
			).toBeUndefined()
			expect(
				await ownsMarketplace(test.db, company.marketplaceOwner.profileId, company.marketplace.id),
			).toBe(true)
			expect(await ownsMarketplace(test.db, company.owner.profileId, company.marketplace.id)).toBe(
				false,
			)
		})

		it('lists the units and cashiers a company brings with the others, once each', async () => {
			const units = await listVisibleUnits(test.db, company.companyCollaborator.profileId, {
				offset: 0,
				size: 20,
			})
			expect(units.map(({ unit, role }) => `${unit.name} ${role}`)).toEqual([
				'Padaria Norte COLLABORATOR',
			])
			// Owner of the unit itself and of its company: one row, as OWNER.
			const owned = await listVisibleUnits(test.db, company.owner.profileId, {
				offset: 0,
				size: 20,
			})
			expect(owned.map(({ unit, role }) => `${unit.name} ${role}`)).toEqual([
				'Padaria Norte OWNER',
				'Quiosque da praia OWNER',
			])
		})

		it('reads every table of every company path and list through an index, on SQLite', async (context) => {
			if (test.engine !== 'sqlite') return context.skip()
			const { owner, companyCollaborator, marketplaceOwner, unit, cashier } = company
			const companyId = company.company.id
			const queries = await indexedReads(test, async (logged) => {
				const page = { offset: 0, size: 20 }
				await listVisibleCompanies(logged, owner.profileId, { ...page, query: 'padaria' })
				await listVisibleCompanies(logged, marketplaceOwner.profileId, {
					...page,
					marketplaceId: company.marketplace.id,
				})
				await findVisibleCompany(logged, companyCollaborator.profileId, companyId)
				await companyRoleOf(logged, marketplaceOwner.profileId, companyId)
				await companyFigures(logged, companyId)
				await listCompanyUnits(logged, companyId, 'OWNER', { ...page, query: 'norte' })
				await listCompanyCollaborators(logged, companyId, page)
				await listOwnedMarketplaces(logged, marketplaceOwner.profileId, { ...page, query: 'norte' })
				await findOwnedMarketplace(logged, marketplaceOwner.profileId, company.marketplace.id)
				await ownsMarketplace(logged, marketplaceOwner.profileId, company.marketplace.id)
				await listVisibleUnits(logged, companyCollaborator.profileId, page)
				await unitRoleOf(logged, companyCollaborator.profileId, unit.id)
				await cashierRoleOf(logged, companyCollaborator.profileId, cashier.id)
			})
			expect(queries).toBe(13)
		})
	})
})
