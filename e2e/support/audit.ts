import { type TestInfo } from '@playwright/test'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { type Cashier } from '@caixa/contract/cashier'
import { expectNoAxeViolationsWithMenuOpen } from './axe'
import { E2E } from './servers'
import { modeOf } from './session'
import { uniqueEmail } from './sign-in'
import { stubManifest } from './stub-fixtures'
import { type Page } from './test'

// What the auditor specs share: the API of the test's mode, a new person of the test's own, the
// cashier's three records, and the screens' landmarks.

export const toast = (page: Page, text: string) =>
	page.getByRole('status').filter({ hasText: text })

/** The settings' list of a cashier's auditors and requests. */
export const auditorsOf = (page: Page, cashierName: string) =>
	page.getByRole('list', { name: `Auditors and requests of ${cashierName}` })

export const filterBar = (page: Page) => page.getByRole('search', { name: 'Filters' })

/** The API the test's web server talks to, over HTTP, for seeding. */
export function apiOf(testInfo: TestInfo) {
	return overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
}

/** Someone with an account of their own, not signed in anywhere yet. */
export async function newPerson(testInfo: TestInfo, name: string, surname: string) {
	const { mintRealSession, mintStubSession } = await import('./databases')
	const input = { name, surname, email: uniqueEmail(testInfo, name.toLowerCase()) }
	return modeOf(testInfo) === 'stub'
		? mintStubSession(input, stubManifest().now)
		: mintRealSession(input)
}

/** Three paid records of today, by reference: #A-1 a sale, #A-2 the rent, #A-3 a sale. */
export async function seedThreeRecords(
	testInfo: TestInfo,
	ownerToken: string,
	cashier: Cashier,
): Promise<Record<'A-1' | 'A-2' | 'A-3', string>> {
	const api = seedApi(apiOf(testInfo), ownerToken)
	const today = calendarDateIn(Date.now(), cashier.unit.timezone)
	const records = { 'A-1': '', 'A-2': '', 'A-3': '' }
	for (const [reference, input, total, description] of [
		['A-1', true, 12_000, 'Venda balcão'],
		['A-2', false, 50_000, 'Aluguel da loja'],
		['A-3', true, 3_000, 'Venda de bolo'],
	] as const) {
		const { id } = await api.post<{ id: string }>(`/cashiers/${cashier.id}/inventories`, {
			input,
			issuedOn: today,
			total,
			description,
			orderReferenceNumber: reference,
			paid: true,
		})
		records[reference] = id
	}
	return records
}

/** The profile menu open, through axe, and closed again: Radix's with JavaScript, a <summary> without. */
export function checkWithProfileMenu(page: Page, javaScriptEnabled: boolean) {
	return expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
		(javaScriptEnabled
			? on.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
			: on.getByRole('banner').locator('summary')
		).click(),
	)
}
