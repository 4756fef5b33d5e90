import { type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
import { type NewInternalTransferBody } from '@caixa/contract/internal-transfer'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { E2E } from './servers'
import { modeOf } from './session'

// The transfer journeys' own unit, the same in every project: made through the API the project's
// web app talks to (the stub's, or the real server's) as the signed-in owner.

function apiOf(testInfo: TestInfo) {
	return overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
}

/**
 * A unit of the token's profile with three cashiers: the quick start's "Main till" (0,00) and
 * "Caixa da loja" and "Cofre", each opening at 1.000,00.
 */
export async function createTransferUnit(testInfo: TestInfo, token: string, unitName: string) {
	const api = apiOf(testInfo)
	const first = await quickStart(api, token, unitName, 'Main till')
	const unitId = first.unit.id
	const add = (name: string) =>
		seedApi(api, token).post<Cashier>(`/units/${unitId}/cashiers`, {
			name,
			openingBalance: 100_000,
		})
	const shop = await add('Caixa da loja')
	const safe = await add('Cofre')
	const today = calendarDateIn(Date.now(), first.unit.timezone)
	return { unitId, shopId: shop.id, safeId: safe.id, today }
}

/** A transfer made through the API, as the form would make it. */
export function createTransfer(
	testInfo: TestInfo,
	token: string,
	unitId: string,
	body: NewInternalTransferBody,
) {
	return seedApi(apiOf(testInfo), token).post<{ id: string }>(
		`/units/${unitId}/internal-transfers`,
		body,
	)
}

/** The unit's live transfers as the API lists them. */
export function listTransfers(testInfo: TestInfo, token: string, unitId: string) {
	return seedApi(apiOf(testInfo), token).get<Array<{ id: string; amount: number }>>(
		`/units/${unitId}/internal-transfers`,
	)
}
