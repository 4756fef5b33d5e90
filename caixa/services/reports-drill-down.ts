import { type Kysely, sql } from 'kysely'
import {
	DRE_NO_CATEGORY,
	type DreCategoryDrill,
	type DreCategoryQuery,
	type DreDrillRow,
} from '@caixa/contract/report'
import { type DreGroup } from '@caixa/contract/master-data-kinds'
import { type Language } from '@caixa/contract/enums'
import { categoryName } from '@caixa/db/category-name'
import { type Database } from '@caixa/db/database'
import { principalSql } from '@caixa/db/money-sql'
import { notFound } from '@caixa/domain/errors'
import { lineOfGroup } from '@caixa/domain/income-statement'
import { periodOf, type ReaderQuery, refuse, reportScope, type ReportScope } from './reports'

// The drill-down of an income-statement category (`…/dre/categories/{categoryId}`): the rows
// behind its figure, each with what it contributes, counted as db/income-statement-reference.ts
// counts them, so the rows of the whole query add up to the category's figure in the DRE.
// - ACCRUAL: the category's live records dated in the period; each contributes its total less
//   what its product lines put into stock (its PURCHASE movements' value).
// - CASH: the payment rows (installments paid, partial payments) of the category's live records
//   that moved cash in the period. An installment's cash pays its principal first —
//   max(0, amount − discount) — and the rest is interest and late fee (a financial line): a row
//   contributes min(P, B + c) − min(P, B), c its cash and B the cash its installment's rows moved
//   before it (by paid_on, the moment paid, id). Over the rows of a period this telescopes to the
//   reference's min(P, S_to) − min(P, S_before), whatever the order within a day.
// Newest first, with a total order (ACCRUAL: issued_on, created_at, id; CASH: paid_on, paid_at,
// id; all descending), so offset paging neither skips nor repeats a row.

type Sum = number | string | null
const n = (value: Sum | undefined): number => Number(value ?? 0)

interface Target {
	categoryId: string | null
	name: string | null
	group: DreGroup | null
	input: boolean | undefined
}

async function targetOf(
	db: Kysely<Database>,
	unitId: string,
	categoryId: string,
	input: boolean | undefined,
	language: Language,
): Promise<Target> {
	if (categoryId === DRE_NO_CATEGORY) {
		if (input === undefined) {
			throw refuse(
				'input',
				'Say which records without a category: money in or out',
				'INPUT_REQUIRED',
			)
		}
		return { categoryId: null, name: null, group: null, input }
	}
	const category = await db
		.selectFrom('categories')
		.select(['id', categoryName('categories', language).as('name'), 'dre_group'])
		.where('unit_id', '=', unitId)
		.where('id', '=', categoryId)
		.executeTakeFirst()
	if (!category) throw notFound('This unit has no category with this id.')
	return { categoryId: category.id, name: category.name, group: category.dre_group, input }
}

/** `and <record> is one the drill-down keeps` (the alias of inventories is `i`). */
function recordsOf(scope: ReportScope, target: Target) {
	const category =
		target.categoryId === null
			? sql`and i.category_id is null`
			: sql`and i.category_id = ${target.categoryId}`
	const input = target.input === undefined ? sql`` : sql`and i.input = ${target.input ? 1 : 0}`
	const cashiers =
		scope.cashierIds === undefined
			? sql``
			: scope.cashierIds.length === 0
				? sql`and 1 = 0`
				: sql`and i.cashier_id in (${sql.join(scope.cashierIds)})`
	return sql`i.unit_id = ${scope.unit.id} and i.deleted_at is null ${category} ${input} ${cashiers}`
}

interface RecordFields {
	inventory_id: string
	cashier_id: string
	cashier_name: string
	input: number
	order_reference_number: string
	issued_on: string
	description: string | null
	client_or_supplier_id: string | null
	client_or_supplier_name: string | null
	total: Sum
}

const recordColumns = sql`i.id as inventory_id, i.cashier_id, k.name as cashier_name, i.input,
	i.order_reference_number, i.issued_on, i.description, i.client_or_supplier_id,
	cs.name as client_or_supplier_name, i.total`
const recordJoins = sql`join cashiers k on k.id = i.cashier_id
	left join clients_or_suppliers cs on cs.id = i.client_or_supplier_id`

function recordOf(row: RecordFields) {
	return {
		inventoryId: row.inventory_id,
		cashier: { id: row.cashier_id, name: row.cashier_name },
		input: Number(row.input) === 1,
		orderReferenceNumber: row.order_reference_number,
		issuedOn: row.issued_on,
		description: row.description,
		clientOrSupplier:
			row.client_or_supplier_id === null
				? null
				: { id: row.client_or_supplier_id, name: row.client_or_supplier_name ?? '' },
		total: n(row.total),
	}
}

interface Page {
	rows: DreDrillRow[]
	amount: number
	count: number
}

/**
 * `and <summary row> is one of the drill-down's` (the alias of report_days is `r`): the
 * category's key ('' for none), its direction when asked, the cashiers asked for.
 */
function summaryOf(scope: ReportScope, target: Target) {
	const input = target.input === undefined ? sql`` : sql`and r.input = ${target.input ? 1 : 0}`
	const cashiers =
		scope.cashierIds === undefined
			? sql``
			: scope.cashierIds.length === 0
				? sql`and 1 = 0`
				: sql`and r.cashier_id in (${sql.join(scope.cashierIds)})`
	return sql`r.category_key = ${target.categoryId ?? ''} ${input} ${cashiers}`
}

/**
 * How many rows the query keeps, and the category's figure: the sum of their amounts, read from
 * the summary rows (db/report-days.ts) as the statement reads it — ACCRUED is each live record's
 * total less its stock by issued_on, PAID_PRINCIPAL each cash row's principal by paid_on, the very
 * amounts the rows below carry, so the figure is the rows' sum (the route test adds them up)
 * without computing every row's amount. One statement: two scalar reads side by side.
 */
async function totalsOf(
	db: Kysely<Database>,
	scope: ReportScope,
	target: Target,
	period: { from: string; to: string },
	measure: 'ACCRUED' | 'PAID_PRINCIPAL',
	counted: RawSql,
): Promise<{ count: number; amount: number }> {
	const { rows } = await sql<{ count: Sum; amount: Sum }>`select (${counted}) as count,
		(select coalesce(sum(r.amount), 0) from report_days r
			where r.unit_id = ${scope.unit.id} and r.measure = ${measure}
				and r.day >= ${period.from} and r.day <= ${period.to}
				and ${summaryOf(scope, target)}) as amount`.execute(db)
	return { count: n(rows[0]?.count), amount: n(rows[0]?.amount) }
}

type RawSql = ReturnType<typeof sql>

async function accrualRows(
	db: Kysely<Database>,
	scope: ReportScope,
	target: Target,
	period: { from: string; to: string },
	page: { offset: number; size: number },
): Promise<Page> {
	const inPeriod = sql`${recordsOf(scope, target)}
		and i.issued_on >= ${period.from} and i.issued_on <= ${period.to}`
	// The page walks 0018's index (category, issued_on, created_at, id) backwards and stops at the
	// page: no sort, and the stock of the page's records only.
	const pageRead = sql<RecordFields & { created_at: Sum; stock_value: Sum }>`
		select ${recordColumns}, i.created_at,
			coalesce((select sum(s.value) from stock_movements s
				where s.inventory_id = i.id and s.kind = 'PURCHASE'), 0) as stock_value
		from inventories i ${recordJoins}
		where ${inPeriod}
		order by i.issued_on desc, i.created_at desc, i.id desc
		limit ${page.size} offset ${page.offset}`
	// The page and the totals side by side, on two of SQLite's reader threads.
	const [{ rows }, totals] = await Promise.all([
		pageRead.execute(db),
		totalsOf(
			db,
			scope,
			target,
			period,
			'ACCRUED',
			// The live records per issue day (db/report-installments.ts, ISSUED), a year of a
			// category's without reading each (40,000 lookups at 1M payments).
			sql`select coalesce(sum(r.count), 0) from report_installments r
				where r.unit_id = ${scope.unit.id} and r.kind = 'ISSUED'
					and r.day >= ${period.from} and r.day <= ${period.to}
					and ${summaryOf(scope, target)}`,
		),
	])
	return {
		...totals,
		rows: rows.map((row) => ({
			kind: 'RECORD' as const,
			...recordOf(row),
			stockValue: n(row.stock_value),
			amount: n(row.total) - n(row.stock_value),
			createdAt: new Date(n(row.created_at)).toISOString(),
		})),
	}
}

async function cashRows(
	db: Kysely<Database>,
	scope: ReportScope,
	target: Target,
	period: { from: string; to: string },
	page: { offset: number; size: number },
): Promise<Page> {
	// The rows paid in the period, read by the unit's paid_on index newest first (a day's rows
	// sorted among themselves), each joined to its installment (p: itself, or a partial payment's
	// parent) and its record.
	const paid = sql`from payments m
		join payments p on p.id = coalesce(m.parent_id, m.id)
		join inventories i on i.id = p.inventory_id`
	const inPeriod = sql`where m.unit_id = ${scope.unit.id} and m.voided_at is null
			and m.cash_moved <> 0 and m.paid_on >= ${period.from} and m.paid_on <= ${period.to}
			and p.parent_id is null and p.voided_at is null
			and ${recordsOf(scope, target)}`
	// The page first (materialized, so the correlated sum below runs for its rows only), then for
	// each row the cash its installment's rows moved before it in the total order — over the family
	// (the installment's row and its children), never the unit's whole history.
	const before = sql`(x.paid_on < g.paid_on or (x.paid_on = g.paid_on
		and (coalesce(x.paid_at, 0) < g.paid_at
			or (coalesce(x.paid_at, 0) = g.paid_at and x.id < g.payment_id))))`
	const pageRead = sql<
		RecordFields & {
			payment_id: string
			parent_id: string | null
			number: number
			of: number
			paid_on: string
			cash_moved: Sum
			principal: Sum
			paid_before: Sum
		}
	>`with g as materialized (
			select ${recordColumns},
				m.id as payment_id, m.parent_id, p.number, p.of, m.paid_on,
				coalesce(m.paid_at, 0) as paid_at, m.cash_moved, p.id as installment_id,
				${principalSql('p')} as principal
			${paid} ${recordJoins} ${inPeriod}
			order by m.paid_on desc, coalesce(m.paid_at, 0) desc, m.id desc
			limit ${page.size} offset ${page.offset}
		)
		select g.*, (select coalesce(sum(x.cash_moved), 0) from payments x
				where (x.id = g.installment_id or x.parent_id = g.installment_id)
					and x.voided_at is null and x.paid_on is not null and ${before}) as paid_before
		from g
		order by g.paid_on desc, g.paid_at desc, g.payment_id desc`
	// Counted from the payments' summary (db/report-installments.ts, PAID: the rows of live records
	// that moved cash, per paid day, by the record's cashier, category and direction) — the rows
	// this query keeps, a year of them without reading each (74,000 joins to their records at 1M).
	const counted = sql`select coalesce(sum(r.count), 0) from report_installments r
		where r.unit_id = ${scope.unit.id} and r.kind = 'PAID'
			and r.day >= ${period.from} and r.day <= ${period.to}
			and ${summaryOf(scope, target)}`
	const [{ rows }, totals] = await Promise.all([
		pageRead.execute(db),
		totalsOf(db, scope, target, period, 'PAID_PRINCIPAL', counted),
	])
	// min(P, B + c) − min(P, B): the part of a row's cash c that pays principal P, B before it.
	const upTo = (cash: number, principal: number) => Math.min(cash, principal)
	return {
		...totals,
		rows: rows.map((row) => {
			const principal = n(row.principal)
			const before = n(row.paid_before)
			const amount = upTo(before + n(row.cash_moved), principal) - upTo(before, principal)
			return {
				kind: 'PAYMENT' as const,
				...recordOf(row),
				paymentId: row.payment_id,
				parentId: row.parent_id,
				number: Number(row.number),
				of: Number(row.of),
				paidOn: row.paid_on,
				cashMoved: n(row.cash_moved),
				charges: n(row.cash_moved) - amount,
				amount,
			}
		}),
	}
}

/** `GET /reports/units/{unitId}/dre/categories/{categoryId}`. */
export async function dreCategoryOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	categoryId: string,
	query: DreCategoryQuery & ReaderQuery,
	now: number,
): Promise<DreCategoryDrill> {
	const scope = await reportScope(db, profileId, unitId, query, now)
	const period = periodOf(query, scope)
	const target = await targetOf(db, unitId, categoryId, query.input, scope.language)
	const page = { offset: query.offset, size: query.size }
	const found =
		scope.basis === 'ACCRUAL'
			? await accrualRows(db, scope, target, period, page)
			: await cashRows(db, scope, target, period, page)
	const group: DreGroup = target.group ?? (target.input === true ? 'OTHER_INCOME' : 'OTHER_EXPENSE')
	return {
		currency: scope.unit.currency,
		from: period.from,
		to: period.to,
		zone: scope.zone,
		basis: scope.basis,
		category:
			target.categoryId === null ? null : { id: target.categoryId, name: target.name ?? '' },
		line: lineOfGroup[group],
		amount: found.amount,
		count: found.count,
		rows: found.rows,
	}
}
