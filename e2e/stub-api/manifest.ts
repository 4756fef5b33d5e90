import path from 'node:path'

// What the stub made at start and the specs need to name: its pinned moment, the access links that
// cannot sign in, and the rows the specs open by id. (Sessions are minted per test, by e-mail.) Ids are the API's own (random), so the
// stub writes them here once seeded, before it answers its health check, and the specs read them
// (e2e/support/stub-fixtures.ts). Names and figures stay in the fixture files.

/** The rows a spec opens by id, by the fixture's name for them. */
export const STUB_ROWS = [
	'mainTill',
	'auroraUnit',
	'boaVistaUnit',
	'cornerUnit',
	'auroraCompany',
	'atrioCompany',
	'shoppingMarketplace',
	'ledgerUnit',
	'shopTill',
	'backOffice',
	'carrotCake',
	'cookies',
	'overdueInstallment',
	'followedByJs',
	'followedWithoutJs',
	'lateInstallment',
	'faultInstallment',
	// Iris's master data and a record of hers (foreign-ids.spec.ts posts them as someone else).
	'cakeSalesCategory',
	'martaClient',
	'paidSaleRecord',
	// Otto's company with its unit, and his marketplace: no stub person sees them.
	'ottoCompany',
	'ottoCompanyUnit',
	'ottoMarketplace',
] as const
export type StubRow = (typeof STUB_ROWS)[number]

export interface StubManifest {
	/** The stub's clock when it was seeded (epoch ms); it then moves a millisecond an API call. */
	now: number
	/** Access links of Ana's that cannot sign in: one past its end, one used already. */
	accessLinks: { expired: string; used: string }
	rows: Record<StubRow, string>
}

export function manifestFile(dataDir: string) {
	return path.join(dataDir, 'fixtures.json')
}
