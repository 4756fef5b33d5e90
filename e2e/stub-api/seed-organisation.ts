import { insertCompany } from '@caixa/db/companies'
import {
	atrioCompany,
	auroraClientsOrSuppliers,
	auroraCompany,
	auroraProducts,
	auroraUnit,
	boaVistaUnit,
	cornerUnit,
	organisationCashiers,
	ottoCompany,
	ottoMarketplace,
	shoppingMarketplace,
	unitCategories,
} from './organisation-fixtures'
import { type Rows, type SeedContext, type Tokens } from './seed'
import { quickStart } from './seed-portal'
import { seedApi, type SeedApi } from './seed-api'

// Gabriela's organisation (organisation-fixtures.ts): her two units with their cashiers and
// master data, her company holding Padaria Aurora, her marketplace grouping Caio's company, and
// Cora's Corner Store she works in; and Otto's company and marketplace, which she cannot see.

interface Row {
	id: string
	name: string
}

export async function seedOrganisation(
	context: SeedContext,
	tokens: Tokens,
	profileIds: Record<keyof Tokens, string>,
	rows: Rows,
) {
	const gabriela = seedApi(context.app, tokens.gabriela)
	const cora = seedApi(context.app, tokens.cora)
	const unitIds: Record<string, string> = {
		[auroraUnit.name]: await openUnit(context, tokens.gabriela, auroraUnit.name),
		[boaVistaUnit.name]: await openUnit(context, tokens.gabriela, boaVistaUnit.name),
		[cornerUnit.name]: await openUnit(context, tokens.cora, cornerUnit.name, 'UNITED_STATES'),
	}
	rows.auroraUnit = unitIds[auroraUnit.name]
	rows.boaVistaUnit = unitIds[boaVistaUnit.name]
	rows.cornerUnit = unitIds[cornerUnit.name]

	const { name: _name, ...details } = auroraUnit
	await gabriela.put(`/units/${rows.auroraUnit}`, details)
	for (const { unit, name, openingBalance } of organisationCashiers) {
		const owner = unit === cornerUnit.name ? cora : gabriela
		await setCashier(owner, unitIds[unit] ?? '', name, openingBalance)
	}
	await cora.post(`/units/${rows.cornerUnit}/collaborators`, { profileId: profileIds.gabriela })

	for (const [unit, categories] of Object.entries(unitCategories)) {
		const unitId = unitIds[unit] ?? ''
		await deleteDefaultCategories(gabriela, unitId)
		for (const { archived, ...category } of categories) {
			const made = await gabriela.post<Row>(`/units/${unitId}/categories`, category)
			if (archived) {
				await gabriela.put(`/units/${unitId}/categories/${made.id}`, { ...category, archived })
			}
		}
	}
	for (const client of auroraClientsOrSuppliers) {
		await gabriela.post(`/units/${rows.auroraUnit}/clients-or-suppliers`, client)
	}
	for (const product of auroraProducts) {
		await gabriela.post(`/units/${rows.auroraUnit}/products`, product)
	}

	const company = await gabriela.post<Row>('/companies', auroraCompany)
	await gabriela.post(`/companies/${company.id}/units`, { unitId: rows.auroraUnit })
	rows.auroraCompany = company.id
	const marketplace = await gabriela.post<Row>('/marketplaces', shoppingMarketplace)
	rows.shoppingMarketplace = marketplace.id
	// Caio's company in her marketplace: a company joins one by its owner's choice, a step the API
	// has no call for, so it is written as the API's tests write it.
	const atrio = await insertCompany(
		context.db,
		{
			name: atrioCompany.name,
			document: null,
			ownerProfileId: profileIds.caio,
			marketplaceId: marketplace.id,
		},
		context.clock.now(),
	)
	rows.atrioCompany = atrio.id
	const caio = seedApi(context.app, tokens.caio)
	await caio.post(`/companies/${atrio.id}/units`, {
		name: atrioCompany.unit,
		country: 'BRAZIL',
		cashierName: 'Balcão',
	})

	// Otto's company with a unit, and his marketplace: no stub person may see them.
	const otto = seedApi(context.app, tokens.otto)
	rows.ottoCompany = (await otto.post<Row>('/companies', { name: ottoCompany.name })).id
	rows.ottoCompanyUnit = (
		await otto.post<Row>(`/companies/${rows.ottoCompany}/units`, {
			name: ottoCompany.unit,
			country: 'BRAZIL',
			cashierName: 'Caixa',
		})
	).id
	rows.ottoMarketplace = (await otto.post<Row>('/marketplaces', ottoMarketplace)).id
}

/** A unit with its first cashier (the fixture's first of that unit); answers the unit's id. */
async function openUnit(context: SeedContext, token: string, unit: string, country = 'BRAZIL') {
	const first = organisationCashiers.find((cashier) => cashier.unit === unit)
	const cashier = await quickStart(context.app, token, unit, first?.name ?? 'Caixa', country)
	return cashier.unit.id
}

/** The cashier of that name in the unit, made when missing, with its opening balance. */
async function setCashier(owner: SeedApi, unitId: string, name: string, openingBalance: number) {
	const cashiers = await owner.get<Array<Row & { openingDate: string }>>(
		`/units/${unitId}/cashiers?size=100`,
	)
	const cashier =
		cashiers.find((each) => each.name === name) ??
		(await owner.post<Row & { openingDate: string }>(`/units/${unitId}/cashiers`, { name }))
	await owner.put(`/units/${unitId}/cashiers/${cashier.id}`, {
		name,
		openingBalance,
		openingDate: cashier.openingDate,
	})
}

/** A new unit's default categories, which the fixtures replace with their own. */
async function deleteDefaultCategories(owner: SeedApi, unitId: string) {
	const defaults = await owner.get<Row[]>(`/units/${unitId}/categories?size=100`)
	for (const category of defaults) await owner.delete(`/units/${unitId}/categories/${category.id}`)
}
