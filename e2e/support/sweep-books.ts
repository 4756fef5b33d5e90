import { type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { apiOf, newPerson, seedThreeRecords } from './audit'
import { setRealManagement } from './management'
import { type SweepArea, type SweepIds } from './route-sweep'
import { type SignedIn } from './session'

// The rows every-page.spec.ts opens, written through the real API as their owners would, for a
// person signed in for the test: only what the area's pages need, so each test seeds little.
// Every list, detail and form then has something in it (a row, a figure, a filled field).

type Ids = Partial<SweepIds>

interface Row {
	id: string
}

/** A unit of the person's with a till holding a sale (paid) and a bill in two installments. */
async function ledgerUnit(testInfo: TestInfo, token: string, unitName: string) {
	const target = apiOf(testInfo)
	const api = seedApi(target, token)
	const till = await quickStart(target, token, `${unitName} ${testInfo.project.name}`, 'Till')
	const unitId = till.unit.id
	const today = calendarDateIn(Date.now(), till.unit.timezone)
	const category = (
		await api.get<Array<Row & { kind: string }>>(`/units/${unitId}/categories?size=100`)
	).find((each) => each.kind === 'INCOME')
	const client = await api.post<Row>(`/units/${unitId}/clients-or-suppliers`, {
		name: 'Marta Souza',
		kind: 'CLIENT',
		email: 'marta@example.com',
	})
	const product = await api.post<Row>(`/units/${unitId}/products`, {
		name: 'Bolo de cenoura',
		kind: 'PRODUCT',
		unitPrice: 4_500,
		unitCost: 1_500,
		tracksStock: true,
	})
	const sale = await api.post<Row>(`/cashiers/${till.id}/inventories`, {
		input: true,
		issuedOn: today,
		categoryId: category?.id,
		clientOrSupplierId: client.id,
		description: 'Bolo de casamento',
		items: [{ productId: product.id, quantity: 3, unitPrice: 4_500 }],
		installments: { count: 3, firstDueDate: today, every: 'MONTH' },
		paid: true,
	})
	const { payments } = await api.get<{ payments: Array<Row & { number: number }> }>(
		`/cashiers/${till.id}/inventories/${sale.id}`,
	)
	return {
		api,
		till,
		today,
		ids: {
			unitId,
			cashierId: till.id,
			categoryId: category?.id,
			clientOrSupplierId: client.id,
			productId: product.id,
			inventoryId: sale.id,
			paymentId: payments.find((payment) => payment.number === 2)?.id,
		} satisfies Ids,
	}
}

/** Someone else's cashier that `auditor` audits (asked and accepted), with three records. */
async function auditedCashier(testInfo: TestInfo, auditor: SignedIn) {
	const owner = await newPerson(testInfo, 'Fabio', 'Dono')
	const target = apiOf(testInfo)
	const cashier: Cashier = await quickStart(
		target,
		owner.token,
		`Auditada ${testInfo.project.name}`,
		'Caixa auditado',
	)
	const records = await seedThreeRecords(testInfo, owner.token, cashier)
	await seedApi(target, auditor.token).post('/invites/cashiers', { cashierId: cashier.id })
	const base = `/units/${cashier.unit.id}/cashiers/${cashier.id}/auditors`
	const api = seedApi(target, owner.token)
	const [request] = await api.get<Row[]>(base)
	if (!request) throw new Error('the request to audit is not listed')
	await api.post(`${base}/accept`, { inviteId: request.id })
	return { owner, unitId: cashier.unit.id, cashierId: cashier.id, inventoryId: records['A-1'] }
}

/** The ids of the area's pages, seeded for the signed-in person. */
export async function seedSweep(
	testInfo: TestInfo,
	area: SweepArea,
	signedIn: SignedIn | undefined,
): Promise<Ids> {
	if (area === 'visitor' || !signedIn) {
		// A link that never was: its page asks to continue all the same (mail scanners).
		return { token: 'no-such-link' }
	}
	const { token } = signedIn
	switch (area) {
		case 'portal': {
			const { ids } = await ledgerUnit(testInfo, token, 'Padaria')
			// A cashier they audit (the auditors tab), and one beside it they may ask to audit (the
			// invite link's page).
			const audited = await auditedCashier(testInfo, signedIn)
			const invite = await seedApi(apiOf(testInfo), audited.owner.token).post<Row>(
				`/units/${audited.unitId}/cashiers`,
				{ name: 'Caixa da loja' },
			)
			return { unitId: ids.unitId, cashierId: invite.id }
		}
		case 'organisation': {
			const api = seedApi(apiOf(testInfo), token)
			const { unit } = await quickStart(apiOf(testInfo), token, 'Loja Centro', 'Till')
			const company = await api.post<Row>('/companies', {
				name: `Padarias ${testInfo.project.name}`,
				document: '12.345.678/0001-95',
			})
			await api.post(`/companies/${company.id}/units`, { unitId: unit.id })
			return { unitId: unit.id, companyId: company.id }
		}
		case 'marketplace': {
			await setRealManagement(signedIn.profile.email, true)
			const api = seedApi(apiOf(testInfo), token)
			const marketplace = await api.post<Row>('/marketplaces', {
				name: `Shopping ${testInfo.project.name}`,
			})
			await api.post(`/marketplaces/${marketplace.id}/companies`, { name: 'Café do Átrio' })
			const [subAcquirer] = await api.get<Row[]>('/management/sub-acquirers?size=1')
			return { marketplaceId: marketplace.id, subAcquirerId: subAcquirer?.id }
		}
		case 'unit':
		case 'unit reports': {
			const { api, till, today, ids } = await ledgerUnit(testInfo, token, 'Confeitaria')
			const safe = await api.post<Row>(`/units/${ids.unitId}/cashiers`, {
				name: 'Cofre',
				openingBalance: 100_000,
			})
			const transfer = await api.post<Row>(`/units/${ids.unitId}/internal-transfers`, {
				fromCashierId: safe.id,
				toCashierId: till.id,
				amount: 15_000,
				transferredOn: today,
				description: 'Troco',
			})
			return { ...ids, transferId: transfer.id }
		}
		case 'cashier':
			return (await ledgerUnit(testInfo, token, 'Doceria')).ids
		case 'auditor': {
			const { cashierId, inventoryId } = await auditedCashier(testInfo, signedIn)
			return { cashierId, inventoryId }
		}
	}
}
