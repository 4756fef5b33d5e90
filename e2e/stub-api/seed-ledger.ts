import { type Inventory } from '@caixa/contract/inventory'
import {
	backOffice,
	CARROT_CAKE,
	COOKIES,
	dayFrom,
	ledgerCategories,
	ledgerClients,
	ledgerRecords,
	ledgerUnit,
	OPENED_DAYS_AGO,
	shopTill,
} from './ledger-fixtures'
import { type Rows, type SeedContext, type Tokens } from './seed'
import { quickStart } from './seed-portal'
import { seedApi } from './seed-api'

// Iris's ledger (ledger-fixtures.ts): her unit, "Shop till" and "Back office" opened before their
// oldest record, their categories, clients and products, and the records written as the record
// form writes them, with their payments as the fixtures say.

interface Row {
	id: string
	name: string
}

export async function seedLedger(context: SeedContext, tokens: Tokens, rows: Rows) {
	const iris = seedApi(context.app, tokens.iris)
	const day = (days: number) => dayFrom(context.clock.now(), days)
	const till = await quickStart(context.app, tokens.iris, ledgerUnit.name, shopTill.name)
	const unitId = till.unit.id
	rows.ledgerUnit = unitId
	rows.shopTill = till.id
	rows.backOffice = (
		await iris.post<Row>(`/units/${unitId}/cashiers`, { name: backOffice.name })
	).id
	const opened = day(-OPENED_DAYS_AGO)
	await iris.put(`/units/${unitId}/cashiers/${rows.shopTill}`, {
		name: shopTill.name,
		openingBalance: shopTill.openingBalance,
		openingDate: opened,
	})
	await iris.put(`/units/${unitId}/cashiers/${rows.backOffice}`, {
		name: backOffice.name,
		openingBalance: 0,
		openingDate: opened,
	})

	const categories: Record<string, string> = {}
	for (const [key, category] of Object.entries(ledgerCategories)) {
		categories[key] = (await iris.post<Row>(`/units/${unitId}/categories`, category)).id
	}
	const clients: Record<string, string> = {}
	for (const [key, client] of Object.entries(ledgerClients)) {
		clients[key] = (await iris.post<Row>(`/units/${unitId}/clients-or-suppliers`, client)).id
	}
	rows.cakeSalesCategory = categories.cakeSales
	rows.martaClient = clients.marta
	rows.carrotCake = (await iris.post<Row>(`/units/${unitId}/products`, CARROT_CAKE)).id
	rows.cookies = (await iris.post<Row>(`/units/${unitId}/products`, COOKIES)).id

	const made: Partial<Record<keyof typeof ledgerRecords, Inventory>> = {}
	for (const [key, facts] of Object.entries(ledgerRecords)) {
		const cashierId = facts.cashier === 'shopTill' ? rows.shopTill : rows.backOffice
		const record: Record<string, unknown> = {
			input: facts.input,
			orderReferenceNumber: facts.reference,
			issuedOn: day(facts.issued),
			description: facts.description,
			payments: facts.payments.map((payment) => ({
				dueDate: day(payment.due),
				amount: payment.amount,
				...('paidOn' in payment
					? { paid: true, paidAt: `${day(payment.paidOn)}T15:00:00.000Z`, method: payment.method }
					: {}),
			})),
		}
		if ('category' in facts) record.categoryId = categories[facts.category]
		if ('client' in facts) record.clientOrSupplierId = clients[facts.client]
		if ('items' in facts) {
			record.items = facts.items.map(({ quantity, unitPrice, ...line }) => ({
				quantity,
				unitPrice,
				...('product' in line ? { productId: rows.carrotCake } : { name: line.name }),
			}))
		} else {
			record.total = facts.total
		}
		made[key as keyof typeof ledgerRecords] = await iris.post<Inventory>(
			`/cashiers/${cashierId}/inventories`,
			record,
		)
	}
	const installment = (key: keyof typeof ledgerRecords, number: number) => {
		const id = made[key]?.payments.find((payment) => payment.number === number)?.id
		if (!id) throw new Error(`seed: no installment ${number} of ${key}`)
		return id
	}
	rows.overdueInstallment = installment('overdueSale', 2)
	rows.followedByJs = installment('pendingPurchase', 1)
	rows.followedWithoutJs = installment('pendingPurchase', 2)
	rows.lateInstallment = installment('lateInvoice', 1)
	rows.faultInstallment = installment('faultInvoice', 1)
	rows.paidSaleRecord = made.paidSale?.id
}
