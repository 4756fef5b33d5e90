import { type TestInfo } from '@playwright/test'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { E2E } from './servers'
import { modeOf } from './session'

// The stock journeys' seeding, the same in every project: through the API the project's web app
// talks to (the stub's, or the real server's), as the signed-in owner.

function apiOf(testInfo: TestInfo, token: string) {
	return seedApi(overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl), token)
}

/** A unit in Brazil (BRL) with its first cashier, made by the quick start. */
export async function createStockUnit(testInfo: TestInfo, token: string, unitName: string) {
	const api = overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
	const cashier = await quickStart(api, token, unitName, 'Caixa da loja')
	return { unitId: cashier.unit.id, cashierId: cashier.id }
}

/** A product of the unit that keeps stock (prices in centavos). */
export async function createStockProduct(
	testInfo: TestInfo,
	token: string,
	unitId: string,
	name: string,
	unitPrice: number,
) {
	return apiOf(testInfo, token).post<{ id: string }>(`/units/${unitId}/products`, {
		name,
		kind: 'PRODUCT',
		unitPrice,
		tracksStock: true,
	})
}

/** A record of one product line, paid at once: money out (a purchase) or money in (a sale). */
export async function recordLine(
	testInfo: TestInfo,
	token: string,
	cashierId: string,
	line: {
		input: boolean
		issuedOn: string
		productId: string
		quantity: number
		unitPrice: number
	},
) {
	const { input, issuedOn, ...item } = line
	return apiOf(testInfo, token).post<{ id: string }>(`/cashiers/${cashierId}/inventories`, {
		input,
		issuedOn,
		items: [item],
		paid: true,
	})
}

/** One record as the API answers it (its day, to date the others alike). */
export function readRecord(testInfo: TestInfo, token: string, cashierId: string, id: string) {
	return apiOf(testInfo, token).get<{ issuedOn: string }>(
		`/cashiers/${cashierId}/inventories/${id}`,
	)
}

/** A calendar day `days` after `day` (YYYY-MM-DD). */
export function dayAfter(day: string, days: number) {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
