import { type Kysely } from 'kysely'
import { addCompanyCollaborator } from '@caixa/db/collaborators'
import { insertCompany } from '@caixa/db/companies'
import { type CashierRow, type CompanyRow, type Database, type UnitRow } from '@caixa/db/database'
import { insertMarketplace, type MarketplaceView } from '@caixa/db/marketplaces'
import { type Clock } from '@caixa/services/clock'
import { type Member, mintMember } from './cast'
import { addUnitCollaborator, createUnitWithCashier } from './organisation'

// Everyone around one company, signed in: the cast of the company and marketplace permission
// tests. The company sits in a marketplace and holds one unit with a cashier; its owner also
// keeps a unit outside it.

export interface CompanyCast {
	/** Owns the company, so its unit. */
	owner: Member
	/** Collaborates on the whole company. */
	companyCollaborator: Member
	/** Collaborates on `unit` only, not on the company. */
	unitCollaborator: Member
	/** Owns the marketplace the company is in. */
	marketplaceOwner: Member
	/** Signed in, with a company and a marketplace of their own, and nothing to do with these. */
	stranger: Member
	marketplace: MarketplaceView
	company: CompanyRow
	/** The company's unit. */
	unit: UnitRow
	cashier: CashierRow
	/** A unit of the owner's outside any company. */
	looseUnit: UnitRow
}

export type CompanyCastRole = Exclude<
	keyof CompanyCast,
	'marketplace' | 'company' | 'unit' | 'cashier' | 'looseUnit'
>

let casts = 0

/** A new company cast, in profiles of their own (addresses numbered, so casts share a database). */
export async function createCompanyCast(
	db: Kysely<Database>,
	clock: Clock,
	options: { companyName?: string } = {},
): Promise<CompanyCast> {
	casts += 1
	const member = (role: string) =>
		mintMember(db, clock, {
			name: role,
			surname: `Company cast ${casts}`,
			email: `${role.toLowerCase()}-${casts}@company-cast.example.com`,
		})
	const now = clock.now()
	const owner = await member('Owner')
	const marketplaceOwner = await member('MarketplaceOwner')
	const marketplace = await insertMarketplace(
		db,
		{ name: 'Shopping Center Norte', ownerProfileId: marketplaceOwner.profileId },
		now,
	)
	const company = await insertCompany(
		db,
		{
			name: options.companyName ?? 'Padarias Reunidas',
			document: '12.345.678/0001-95',
			ownerProfileId: owner.profileId,
			marketplaceId: marketplace.id,
		},
		now,
	)
	const { unit, cashier } = await createUnitWithCashier(db, owner.profileId, {
		unitName: 'Padaria Norte',
		cashierName: 'Main till',
		now,
	})
	const inCompany = await db
		.updateTable('units')
		.set({ company_id: company.id })
		.where('id', '=', unit.id)
		.returningAll()
		.executeTakeFirstOrThrow()
	const { unit: looseUnit } = await createUnitWithCashier(db, owner.profileId, {
		unitName: 'Quiosque da praia',
		now,
	})

	const companyCollaborator = await member('CompanyCollaborator')
	await addCompanyCollaborator(db, company.id, companyCollaborator.profileId, now)
	const unitCollaborator = await member('UnitCollaborator')
	await addUnitCollaborator(db, unit.id, unitCollaborator.profileId, now)
	const stranger = await member('Stranger')
	const strangerMarketplace = await insertMarketplace(
		db,
		{ name: 'Elsewhere Mall', ownerProfileId: stranger.profileId },
		now,
	)
	await insertCompany(
		db,
		{
			name: 'Elsewhere Ltd',
			document: null,
			ownerProfileId: stranger.profileId,
			marketplaceId: strangerMarketplace.id,
		},
		now,
	)

	return {
		owner,
		companyCollaborator,
		unitCollaborator,
		marketplaceOwner,
		stranger,
		marketplace: { ...marketplace, companies: 1 },
		company,
		unit: inCompany,
		cashier,
		looseUnit,
	}
}
