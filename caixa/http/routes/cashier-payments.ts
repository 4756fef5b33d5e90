import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { type Language } from '@caixa/contract/enums'
import { type Payment } from '@caixa/contract/payment'
import { type CaixaDatabase } from '@caixa/services/database'
import {
	chargeLateFees,
	changePayment,
	followPayment,
	getChildren,
	getPayment,
	listCashierPayments,
	payPart,
} from '@caixa/services/payments'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { paymentPath, presentPayment } from '../presenters/ledger'
import { answerOf, requestOf } from '../route-of'
import { readerLanguage, readerOf } from '../reader-language'
import { createRouter } from '../router'

const tags = ['ledger']
const notTheirs = problem('No such cashier or payment, or one the caller may not see')
const paymentAnswer = { description: 'The payment' }
const settledConflict = problem(
	'The payment is settled or a partial payment (`code` PAYMENT_SETTLED), the cashier is archived (CASHIER_ARCHIVED), the change would leave it owing less than paid (BELOW_PAID, HAS_PARTIAL_PAYMENTS, RECORD_HAS_ITEMS), or the unit’s books have no room for what it adds (LEDGER_LIMIT, on the field that asked for it)',
)
const boundRefusal = (what: string) =>
	problem(
		`A field failed validation (each one is in \`errors\`), or ${what} would pass 10^13 (\`code\` AMOUNT_LIMIT)`,
	)

export function cashierPaymentsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.cashiers.payments.list),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'The cashier’s installments',
		description: [
			'Installments of live records by due date, soonest first (partial payments are under',
			'`…/children`; cancelled ones are left out). `status` OVERDUE keeps those still open and',
			'due before today in the unit’s zone; `followed=true` those the caller follows.',
		].join('\n'),
		responses: {
			200: answerOf(endpoints.cashiers.payments.list, 200, { description: 'A page of payments' }),
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
			422: problem('A paging or filter value is not valid'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.cashiers.payments.get),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'One payment',
		responses: {
			200: answerOf(endpoints.cashiers.payments.get, 200, paymentAnswer),
			401: unauthorizedResponse,
			404: notTheirs,
		},
	})

	const children = createRoute({
		...requestOf(endpoints.cashiers.payments.children),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'The partial payments of an installment, oldest first',
		responses: {
			200: answerOf(endpoints.cashiers.payments.children, 200, {
				description: 'Its partial payments',
			}),
			401: unauthorizedResponse,
			404: notTheirs,
		},
	})

	const edit = createRoute({
		...requestOf(endpoints.cashiers.payments.update),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'Change an open installment, or pay all that remains',
		description: [
			'The fields sent change. `amount` only while nothing of it is paid and the record has no',
			'product lines (the record’s total follows, so its installments still add up to it);',
			'`paid: true` settles all that remains, on `paidOn` / `paidAt`’s day or today, and moves',
			'the cashier’s balance. A new amount keeps the record within POST’s bounds: its total at',
			'most 10^13 (else 422 AMOUNT_LIMIT on `amount`), and what it adds within the unit’s ledger',
			'volume (else 409 LEDGER_LIMIT on `amount`).',
		].join('\n'),
		responses: {
			200: answerOf(endpoints.cashiers.payments.update, 200, paymentAnswer),
			401: unauthorizedResponse,
			404: notTheirs,
			409: settledConflict,
			422: boundRefusal('the record’s total'),
		},
	})

	const follow = createRoute({
		...requestOf(endpoints.cashiers.payments.follow),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'Follow or stop following a payment',
		responses: {
			200: answerOf(endpoints.cashiers.payments.follow, 200, paymentAnswer),
			401: unauthorizedResponse,
			404: notTheirs,
			422: problem('Not a boolean'),
		},
	})

	const partial = createRoute({
		...requestOf(endpoints.cashiers.payments.partial),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'Pay part of an installment',
		description: [
			'Creates a paid child payment and raises the installment’s paid figure; at 0 remaining the',
			'installment is PAID. More than remains answers 409 EXCEEDS_REMAINING — also when requests',
			'race: the check and the write are one guarded statement. It never passes the ledger’s',
			'bounds: what an installment can collect is counted in the unit’s volume when it is written.',
			'An `Idempotency-Key` header works as for records: for 24 hours the same request answers',
			'the partial payment it made (201, the same one, nothing paid twice — even once the',
			'installment it paid off is settled), and another request under it is 422 `code`',
			'IDEMPOTENCY_KEY_REUSED; a refused request binds nothing.',
		].join('\n'),
		responses: {
			201: answerOf(endpoints.cashiers.payments.partial, 201, {
				description: 'The partial payment; it is at the Location path',
				headers: z.object({ Location: z.string() }),
			}),
			401: unauthorizedResponse,
			404: notTheirs,
			409: problem(
				'More than remains (`code` EXCEEDS_REMAINING), or settled (PAYMENT_SETTLED), or the cashier is archived',
			),
			422: problem(
				'A field failed validation (each one is in `errors`), or the Idempotency-Key was used in the last 24 hours for another request (`code` IDEMPOTENCY_KEY_REUSED)',
			),
		},
	})

	const charges = createRoute({
		...requestOf(endpoints.cashiers.payments.interestAndLateFee),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'Set the interest and late fee of an open installment',
		description: [
			'Either `{ interest, lateFee }` as amounts, or `{ monthlyInterestRate, lateFeeRate, asOf? }`',
			'in percent (at most two decimals): interest pro rata per day late on a 30-day month and a',
			'one-off fee, both on what is still owed of its amount, each rounded half-up once. They',
			'replace any set before; the rates and day are kept beside the amounts. Each is at most',
			'10^13 (computed ones past it: 422 AMOUNT_LIMIT on the rate), and what they add must fit',
			'the unit’s ledger volume (409 LEDGER_LIMIT on `interest`).',
		].join('\n'),
		responses: {
			200: answerOf(endpoints.cashiers.payments.interestAndLateFee, 200, paymentAnswer),
			401: unauthorizedResponse,
			404: notTheirs,
			409: settledConflict,
			422: boundRefusal('the interest or the late fee'),
		},
	})

	/** The payment as it stands now, presented for the caller (after a read or a change). */
	const current = async (
		db: CaixaDatabase,
		reader: { id: string; language: Language },
		cashierId: string,
		paymentId: string,
		now: number,
	): Promise<Payment> => {
		const { cashier, today, payment } = await getPayment(db, reader.id, cashierId, paymentId, now)
		return presentPayment(payment, { cashier, today, language: reader.language })
	}

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { cashier, today, rows } = await listCashierPayments(
				db,
				profile.id,
				c.req.valid('param').id,
				c.req.valid('query'),
				deps.clock.now(),
			)
			const context = { cashier, today, language: readerLanguage(c) }
			return c.json(
				rows.map((row) => presentPayment(row, context)),
				200,
			)
		})
		.openapi(get, async (c) => {
			const { id, paymentId } = c.req.valid('param')
			const db = await deps.database()
			return c.json(await current(db, readerOf(c), id, paymentId, deps.clock.now()), 200)
		})
		.openapi(children, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, paymentId } = c.req.valid('param')
			const { cashier, today, rows } = await getChildren(
				db,
				profile.id,
				id,
				paymentId,
				deps.clock.now(),
			)
			const context = { cashier, today, language: readerLanguage(c) }
			return c.json(
				rows.map((row) => presentPayment(row, context)),
				200,
			)
		})
		.openapi(edit, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, paymentId } = c.req.valid('param')
			const now = deps.clock.now()
			await changePayment(db, profile.id, id, paymentId, c.req.valid('json'), now)
			return c.json(await current(db, readerOf(c), id, paymentId, now), 200)
		})
		.openapi(follow, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, paymentId } = c.req.valid('param')
			const now = deps.clock.now()
			await followPayment(db, profile.id, id, paymentId, c.req.valid('json').follow, now)
			return c.json(await current(db, readerOf(c), id, paymentId, now), 200)
		})
		.openapi(partial, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, paymentId } = c.req.valid('param')
			const now = deps.clock.now()
			const childId = await payPart(
				db,
				profile.id,
				id,
				paymentId,
				c.req.valid('json'),
				now,
				c.req.valid('header')['idempotency-key'],
			)
			c.header('Location', paymentPath(id, childId))
			return c.json(await current(db, readerOf(c), id, childId, now), 201)
		})
		.openapi(charges, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, paymentId } = c.req.valid('param')
			const now = deps.clock.now()
			await chargeLateFees(db, profile.id, id, paymentId, c.req.valid('json'), now)
			return c.json(await current(db, readerOf(c), id, paymentId, now), 200)
		})
}
