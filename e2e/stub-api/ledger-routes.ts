import { randomUUID } from 'node:crypto'
import { type Cashier } from '@caixa/contract/cashier'
import {
	inventoryListQuerySchema,
	newInventoryBodySchema,
	orderReferenceQuerySchema,
	type Inventory,
	type NewInventoryBody,
} from '@caixa/contract/inventory'
import {
	followBodySchema,
	interestAndLateFeeBodySchema,
	partialPaymentBodySchema,
	paymentListQuerySchema,
	paymentUpdateBodySchema,
	type Payment,
} from '@caixa/contract/payment'
import { type Session } from '@caixa/contract/session'
import { installmentPlan } from '@caixa/domain/installments'
import { lateCharges, percentToBasisPoints } from '@caixa/domain/interest'
import { categoriesOf, clientsOrSuppliersOf, productsOf } from './organisation-state'
import {
	childrenOf,
	findPayment,
	followsAny,
	moveBalance,
	presentPayment,
	presentRecord,
	recordsOf,
	referenceAnswer,
	replays,
	rowOf,
	setFollowed,
	settle,
	todayIn,
	unitOfCashier,
	visibleCashier,
} from './ledger-state'
import { withSession } from './session-state'
import {
	type Call,
	created,
	holdsWords,
	invalid,
	notFound,
	page,
	problem,
	queryObject,
	type Reply,
	type Route,
} from './stub-http'

// A cashier's ledger (issue 7): its records (list with the screens' filters, one, create, delete,
// the order-reference check) and their payments (list, one, change, follow, partial payments,
// interest and late fee), as the real API answers them (caixa/http/routes/cashier-inventories.ts,
// cashier-payments.ts), from ledger-fixtures.ts. The pickers are in ledger-lookup-routes.ts.

const API = '/caixa/api'
const inventoryPath = (cashierId: string, id: string) =>
	`${API}/cashiers/${cashierId}/inventories/${id}`
const paymentPath = (cashierId: string, id: string) => `${API}/cashiers/${cashierId}/payments/${id}`

const conflict = (
	code: string,
	detail: string,
	errors?: Array<{ path: string; message: string }>,
) => problem(409, 'Conflict', detail, { code, ...(errors ? { errors } : {}) })

interface Ledger {
	session: Session
	cashier: Cashier
	today: string
}

/** The cashier and its unit's today, or the 404 of a cashier the caller may not see. */
function ledgerRoute(
	handler: (ledger: Ledger, call: Call, match: RegExpMatchArray) => Reply,
	{ writes = false } = {},
) {
	return withSession((session, call, match) => {
		const cashier = visibleCashier(session, match[1])
		// An auditor reads but never writes (DOMAIN.md roles): answered as if it were not there.
		if (!cashier || (writes && cashier.role === 'AUDITOR')) return notFound()
		const today = todayIn(unitOfCashier(session, cashier).timezone)
		return handler({ session, cashier, today }, call, match)
	})
}

/** quantity × unit price, rounded half-up to the minor unit (quantities have 3 decimals). */
const lineTotal = (quantity: number, unitPrice: number) =>
	Math.round((Math.round(quantity * 1000) * unitPrice) / 1000)

function newPayment(record: Inventory, fields: Partial<Payment>): Payment {
	const payment: Payment = {
		id: randomUUID(),
		inventoryId: record.id,
		cashierId: record.cashierId,
		input: record.input,
		parentId: null,
		number: 1,
		of: 1,
		dueDate: record.issuedOn,
		amount: 0,
		interest: 0,
		lateFee: 0,
		discount: 0,
		totalDue: 0,
		paid: 0,
		remaining: 0,
		paidAt: null,
		paidOn: null,
		status: 'PENDING',
		overdue: false,
		method: null,
		financialInstitution: null,
		followed: false,
		currency: record.currency,
		orderReferenceNumber: record.orderReferenceNumber,
		clientOrSupplier: record.clientOrSupplier,
		charges: null,
		...fields,
	}
	settle(payment)
	return payment
}

/** Pays what remains of `payment` now, moving the cashier's balance. */
function payInFull(ledger: Ledger, payment: Payment, paidOn = ledger.today) {
	moveBalance(ledger.cashier, payment.input, payment.remaining)
	payment.paid += payment.remaining
	payment.paidOn = paidOn
	payment.paidAt = new Date().toISOString()
	settle(payment)
}

/** What a record shows of the unit's thing its body names (null when the stub has no such one). */
function named(rows: ReadonlyArray<{ id: string; name: string }>, id: string | undefined) {
	const row = rows.find((each) => each.id === id)
	return row ? { id: row.id, name: row.name } : null
}

/** The record a POST makes: its lines, its total, and its payments split as the real API does. */
function makeRecord(ledger: Ledger, body: NewInventoryBody, reference: string): Inventory {
	const { session, cashier } = ledger
	const unit = unitOfCashier(session, cashier)
	const products = productsOf(unit)
	const items = (body.items ?? []).map((line) => {
		const name = line.name ?? products.find((each) => each.id === line.productId)?.name ?? ''
		const total = lineTotal(line.quantity, line.unitPrice)
		return {
			productId: line.productId ?? null,
			name,
			quantity: line.quantity,
			unitPrice: line.unitPrice,
			total,
		}
	})
	const total = body.items?.length
		? items.reduce((sum, line) => sum + line.total, 0)
		: (body.total ?? 0)
	const record: Inventory = {
		id: randomUUID(),
		cashierId: cashier.id,
		input: body.input,
		orderReferenceNumber: reference,
		issuedOn: body.issuedOn,
		description: body.description || null,
		category: named(categoriesOf(unit, session), body.categoryId),
		clientOrSupplier: named(clientsOrSuppliersOf(unit), body.clientOrSupplierId),
		total,
		paid: 0,
		remaining: total,
		settlement: 'PENDING',
		currency: cashier.currency,
		reactions: { APPROVED: 0, QUESTION: 0, REJECTED: 0 },
		comments: 0,
		createdAt: new Date().toISOString(),
		items,
		payments: [],
	}
	const shared = { method: body.method ?? null }
	if (body.payments) {
		record.payments = body.payments.map((each, index, all) =>
			newPayment(record, {
				number: index + 1,
				of: all.length,
				dueDate: each.dueDate,
				amount: each.amount,
				method: each.method ?? null,
			}),
		)
		body.payments.forEach((each, index) => {
			const payment = record.payments[index]
			if (each.paid && payment) payInFull(ledger, payment)
		})
	} else {
		const plan = body.installments
			? installmentPlan({ total, ...body.installments })
			: [{ number: 1, of: 1, dueDate: body.issuedOn, amount: total }]
		record.payments = plan.map((each) => newPayment(record, { ...each, ...shared }))
		const first = record.payments[0]
		if (body.paid && first) payInFull(ledger, first)
	}
	return record
}

export const ledgerRoutes: Route[] = [
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/inventories$/,
		ledgerRoute(({ session, cashier, today }, call) => {
			const parsed = inventoryListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const query = parsed.data
			const rows = recordsOf(cashier.id)
				.map((record) => presentRecord(record, session, today))
				.filter(
					(record) =>
						(query.input === undefined || record.input === query.input) &&
						(!query.settlement?.length || query.settlement.includes(record.settlement)) &&
						(!query.categoryId?.length || query.categoryId.includes(record.category?.id ?? '')) &&
						(!query.clientOrSupplierId?.length ||
							query.clientOrSupplierId.includes(record.clientOrSupplier?.id ?? '')) &&
						(query.followed === undefined || followsAny(record) === query.followed) &&
						(!query.text ||
							holdsWords(`${record.orderReferenceNumber} ${record.description ?? ''}`, query.text)),
				)
				// Newest first: by date, then id (the real API's order).
				.sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id.localeCompare(a.id))
			return page(rows.map(rowOf), query.offset, query.size)
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/inventories\/order-reference-number$/,
		ledgerRoute(({ cashier }, call) => {
			const parsed = orderReferenceQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			return { status: 200, body: referenceAnswer(cashier.id, parsed.data.query) }
		}),
	],
	[
		'POST',
		/^\/caixa\/api\/cashiers\/([^/]+)\/inventories$/,
		ledgerRoute(
			(ledger, call) => {
				const { cashier, session, today } = ledger
				const replayed = call.idempotencyKey && replays.get(call.idempotencyKey)
				const earlier = replayed && recordsOf(cashier.id).find((each) => each.id === replayed)
				if (earlier)
					return created(
						presentRecord(earlier, session, today),
						inventoryPath(cashier.id, earlier.id),
					)
				const parsed = newInventoryBodySchema.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				const asked = referenceAnswer(cashier.id, parsed.data.orderReferenceNumber)
				if (!asked.available) {
					return conflict(
						'DUPLICATE_REFERENCE',
						'Another record of this cashier has this reference',
						[{ path: 'orderReferenceNumber', message: 'Already used by another record' }],
					)
				}
				const record = makeRecord(ledger, parsed.data, asked.query ?? asked.next)
				recordsOf(cashier.id).push(record)
				if (call.idempotencyKey) replays.set(call.idempotencyKey, record.id)
				return created(presentRecord(record, session, today), inventoryPath(cashier.id, record.id))
			},
			{ writes: true },
		),
	],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/inventories\/([^/]+)$/,
		ledgerRoute(({ session, cashier, today }, _call, [, , id]) => {
			const record = recordsOf(cashier.id).find((each) => each.id === id)
			return record ? { status: 200, body: presentRecord(record, session, today) } : notFound()
		}),
	],
	[
		'DELETE',
		/^\/caixa\/api\/cashiers\/([^/]+)\/inventories\/([^/]+)$/,
		ledgerRoute(
			({ cashier }, _call, [, , id]) => {
				const list = recordsOf(cashier.id)
				const index = list.findIndex((each) => each.id === id)
				const record = list[index]
				if (!record) return notFound()
				// What its payments paid comes back out of the balance (the real API voids them).
				for (const payment of record.payments) moveBalance(cashier, record.input, -payment.paid)
				list.splice(index, 1)
				return { status: 204 }
			},
			{ writes: true },
		),
	],

	// Payments
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments$/,
		ledgerRoute(({ session, cashier, today }, call) => {
			const parsed = paymentListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const query = parsed.data
			const rows = recordsOf(cashier.id)
				.flatMap((record) => record.payments)
				.filter((payment) => payment.status !== 'CANCELLED')
				.map((payment) => presentPayment(payment, session, today))
				.filter(
					(payment) =>
						(!query.status?.length ||
							query.status.some((status) =>
								status === 'OVERDUE' ? payment.overdue : payment.status === status,
							)) &&
						(query.followed === undefined || payment.followed === query.followed) &&
						(query.input === undefined || payment.input === query.input) &&
						(!query.inventoryId || payment.inventoryId === query.inventoryId),
				)
				// Soonest due first, ties by id.
				.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id))
			return page(rows, query.offset, query.size)
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments\/([^/]+)$/,
		ledgerRoute(({ session, cashier, today }, _call, [, , id]) => {
			const found = findPayment(cashier.id, id)
			return found
				? { status: 200, body: presentPayment(found.payment, session, today) }
				: notFound()
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments\/([^/]+)\/children$/,
		ledgerRoute(({ session, cashier, today }, _call, [, , id]) => {
			const found = findPayment(cashier.id, id)
			if (!found) return notFound()
			const rows = found.parent ? [] : childrenOf(found.payment.id)
			return { status: 200, body: rows.map((row) => presentPayment(row, session, today)) }
		}),
	],
	[
		'PUT',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments\/([^/]+)\/follow$/,
		// Following is reading, not writing: an auditor follows too.
		ledgerRoute(({ session, cashier, today }, call, [, , id]) => {
			const found = findPayment(cashier.id, id)
			if (!found) return notFound()
			const parsed = followBodySchema.safeParse(call.body)
			if (!parsed.success) return invalid(parsed.error.issues)
			setFollowed(session, found.payment.id, parsed.data.follow)
			return { status: 200, body: presentPayment(found.payment, session, today) }
		}),
	],
	[
		'PUT',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments\/([^/]+)$/,
		ledgerRoute(
			(ledger, call, [, , id]) => {
				const { session, cashier, today } = ledger
				const found = findPayment(cashier.id, id)
				if (!found) return notFound()
				const parsed = paymentUpdateBodySchema.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				const { payment } = found
				const changes = parsed.data
				if (found.parent || payment.status === 'PAID')
					return conflict('PAYMENT_SETTLED', 'This payment is settled')
				if (changes.amount !== undefined && changes.amount !== payment.amount) {
					if (childrenOf(payment.id).length)
						return conflict('HAS_PARTIAL_PAYMENTS', 'It has partial payments')
					payment.amount = changes.amount
				}
				if (changes.dueDate !== undefined) payment.dueDate = changes.dueDate
				if (changes.discount !== undefined) payment.discount = changes.discount
				if (changes.method !== undefined) payment.method = changes.method
				settle(payment)
				if (changes.paid) payInFull(ledger, payment, changes.paidOn)
				return { status: 200, body: presentPayment(payment, session, today) }
			},
			{ writes: true },
		),
	],
	[
		'POST',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments\/([^/]+)\/partial-payment$/,
		ledgerRoute(
			(ledger, call, [, , id]) => {
				const { session, cashier, today } = ledger
				const found = findPayment(cashier.id, id)
				if (!found) return notFound()
				const parsed = partialPaymentBodySchema.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				const { payment, record } = found
				if (found.parent || payment.status === 'PAID')
					return conflict('PAYMENT_SETTLED', 'This payment is settled')
				const { amount } = parsed.data
				if (amount > payment.remaining) {
					return conflict('EXCEEDS_REMAINING', `At most ${payment.remaining} remains`, [
						{ path: 'amount', message: 'More than what remains to pay' },
					])
				}
				const paidOn = parsed.data.paidOn ?? today
				const child = newPayment(record, {
					parentId: payment.id,
					number: payment.number,
					of: payment.of,
					dueDate: payment.dueDate,
					amount,
					paid: amount,
					paidOn,
					paidAt: parsed.data.paidAt ?? new Date().toISOString(),
					method: parsed.data.method ?? payment.method,
				})
				childrenOf(payment.id).push(child)
				payment.paid += amount
				settle(payment)
				moveBalance(cashier, record.input, amount)
				return created(presentPayment(child, session, today), paymentPath(cashier.id, child.id))
			},
			{ writes: true },
		),
	],
	[
		'POST',
		/^\/caixa\/api\/cashiers\/([^/]+)\/payments\/([^/]+)\/interest-and-late-fee$/,
		ledgerRoute(
			({ session, cashier, today }, call, [, , id]) => {
				const found = findPayment(cashier.id, id)
				if (!found) return notFound()
				const parsed = interestAndLateFeeBodySchema.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				const { payment } = found
				if (found.parent || payment.status === 'PAID')
					return conflict('PAYMENT_SETTLED', 'This payment is settled')
				const body = parsed.data
				if ('interest' in body) {
					payment.interest = body.interest
					payment.lateFee = body.lateFee
					payment.charges = null
				} else {
					// The real API's own rule (caixa/domain/interest.ts): pro rata per day late on a
					// 30-day month and a one-off fee, on what is still owed of the amount.
					const asOf = body.asOf ?? today
					const monthlyInterestBasisPoints = percentToBasisPoints(body.monthlyInterestRate) ?? 0
					const lateFeeBasisPoints = percentToBasisPoints(body.lateFeeRate) ?? 0
					const charges = lateCharges({
						base: Math.max(0, payment.amount - payment.paid),
						monthlyInterestBasisPoints,
						lateFeeBasisPoints,
						dueDate: payment.dueDate,
						asOf,
					})
					payment.interest = charges.interest
					payment.lateFee = charges.lateFee
					payment.charges = { monthlyInterestBasisPoints, lateFeeBasisPoints, asOf }
				}
				settle(payment)
				return { status: 200, body: presentPayment(payment, session, today) }
			},
			{ writes: true },
		),
	],
]
