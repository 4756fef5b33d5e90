import { type Kysely, sql } from 'kysely'
import { type Database } from './database'
import {
	type InventoryFilter,
	type InventoryView,
	listInventories,
	RECORD_COLUMNS,
	recordFigures,
	toInventoryView,
} from './inventories'
import { preparedQuery } from './prepared-query'

// A cashier's book as its list shows it: its records, and the internal transfers that
// moved its money — each transfer a row in both cashiers' books, out of one and into the other.

/** A transfer as one cashier's book shows it. */
export interface BookTransferView {
	id: string
	unitId: string
	/** Into this cashier (true), or out of it. */
	input: boolean
	/** The cashier on the other end. */
	otherCashierId: string
	otherCashierName: string
	amount: number
	transferredOn: string
	description: string | null
	createdAt: number
}

export type CashierBookRow =
	{ kind: 'RECORD'; record: InventoryView } | { kind: 'TRANSFER'; transfer: BookTransferView }

/**
 * A transfer is no record: it has no category, client or supplier, installments to settle,
 * follows, or text of a record's reference. A filter on any of those is a question about records,
 * and its list holds records alone; the dates and the direction apply to both.
 */
export function admitsTransfers(filter: InventoryFilter): boolean {
	return !(
		filter.text ||
		filter.settlement?.length ||
		filter.categoryId?.length ||
		filter.clientOrSupplierId?.length ||
		filter.followed !== undefined ||
		filter.concern !== undefined
	)
}

type Arm = 'RECORD' | 'OUT' | 'IN'

/**
 * Which arm a row of the page came from, typed text in every arm: PostgreSQL makes a UNION ALL
 * subquery one append relation (mergeable in order) only when its arms' columns have the union's
 * own types, and a bare literal is of type unknown.
 */
const armOf = (arm: Arm) => sql<Arm>`cast(${sql.lit(arm)} as text)`.as('arm')

type BookValues = {
	cashierId: string
	reach: number
	size: number
	offset: number
	today: string
	from?: string
	to?: string
	input?: 0 | 1
}

/** Which filters the page has: each set of them is a statement of its own. */
type BookShape = {
	from: boolean
	to: boolean
	input: boolean | null
}

/*
 * The page's statement, prepared once per shape (prepared-query.ts): every records page runs it.
 * Each arm walks its own index in the list's order and stops at offset + size rows (`reach`): the
 * page is among those whatever the planner makes of a UNION ALL (PostgreSQL 15 sorts its rows
 * whole rather than merge ordered arms); what is sorted is at most three times what an offset
 * walk of one list reads anyway.
 */
const bookPage = preparedQuery((db, values: BookValues, shape: BookShape) => {
	const { cashierId, reach } = values
	let records = db
		.selectFrom('inventories as i')
		.select([armOf('RECORD'), 'i.id', 'i.issued_on as day', 'i.created_at'])
		.where('i.cashier_id', '=', cashierId)
		.where('i.deleted_at', 'is', null)
	if (shape.from) records = records.where('i.issued_on', '>=', values.from ?? '')
	if (shape.to) records = records.where('i.issued_on', '<=', values.to ?? '')
	if (shape.input !== null) records = records.where('i.input', '=', values.input ?? 0)
	const recordArm = records
		.orderBy('i.issued_on', 'desc')
		.orderBy('i.created_at', 'desc')
		.orderBy('i.id', 'desc')
		.limit(reach)
	const transfers = (arm: 'OUT' | 'IN') => {
		let query = db
			.selectFrom('internal_transfers as t')
			.select([armOf(arm), 't.id', 't.transferred_on as day', 't.created_at'])
			.where(arm === 'OUT' ? 't.from_cashier_id' : 't.to_cashier_id', '=', cashierId)
			.where('t.deleted_at', 'is', null)
		if (shape.from) query = query.where('t.transferred_on', '>=', values.from ?? '')
		if (shape.to) query = query.where('t.transferred_on', '<=', values.to ?? '')
		return query
			.orderBy('t.transferred_on', 'desc')
			.orderBy('t.created_at', 'desc')
			.orderBy('t.id', 'desc')
			.limit(reach)
	}
	// An arm with its own order and limit is a subquery in either engine's compound.
	let arms = db.selectFrom(recordArm.as('r')).selectAll()
	if (shape.input !== true)
		arms = arms.unionAll(db.selectFrom(transfers('OUT').as('o')).selectAll())
	if (shape.input !== false)
		arms = arms.unionAll(db.selectFrom(transfers('IN').as('n')).selectAll())
	const page = db
		.selectFrom(arms.as('book'))
		.selectAll()
		.orderBy('day', 'desc')
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(values.size)
		.offset(values.offset)

	return db
		.with('page', () => page)
		.selectFrom('page')
		.leftJoin('inventories as i', (join) =>
			join.onRef('i.id', '=', 'page.id').on(sql<boolean>`page.arm = 'RECORD'`),
		)
		.leftJoin('categories as k', 'k.id', 'i.category_id')
		.leftJoin('clients_or_suppliers as c', 'c.id', 'i.client_or_supplier_id')
		.leftJoin('inventory_items as l', (join) =>
			join.onRef('l.inventory_id', '=', 'i.id').on('l.position', '=', 0),
		)
		.leftJoin('internal_transfers as t', (join) =>
			join.onRef('t.id', '=', 'page.id').on(sql<boolean>`page.arm <> 'RECORD'`),
		)
		.leftJoin('cashiers as o', (join) =>
			join.on(
				sql<boolean>`o.id = case when page.arm = 'OUT' then t.to_cashier_id else t.from_cashier_id end`,
			),
		)
		.select([
			'page.arm',
			'page.id',
			...RECORD_COLUMNS,
			'page.created_at',
			...recordFigures(values.today),
			't.unit_id',
			't.amount',
			't.transferred_on',
			't.description as transfer_description',
			'o.id as other_cashier_id',
			'o.name as other_cashier_name',
		])
		.orderBy('page.day', 'desc')
		.orderBy('page.created_at', 'desc')
		.orderBy('page.id', 'desc')
})

/**
 * `GET /cashiers/{id}/inventories`: the book newest first (date, moment written, id, all
 * descending), records and transfers interleaved, in one statement: the page's keys from the
 * arms — the records' inventories_cashier_id_issued_on_created_at_id_idx and the cashier's
 * transfers out and in (internal_transfers_{from,to}_cashier_id_transferred_on_created_at_id_idx),
 * each walked in the list's order and stopped (cashier-book-plans.test.ts) — then the page's rows
 * read by those keys. With a records-only filter, the records' own list (listInventories).
 */
export async function listCashierBook(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	filter: InventoryFilter,
): Promise<CashierBookRow[]> {
	if (!admitsTransfers(filter)) {
		const records = await listInventories(db, profileId, cashierId, filter)
		return records.map((record) => ({ kind: 'RECORD', record }))
	}
	const rows = await bookPage.execute(
		db,
		{
			cashierId,
			// Each arm stops at offset + size rows (bookPage says why).
			reach: filter.offset + filter.size,
			size: filter.size,
			offset: filter.offset,
			today: filter.today,
			...(filter.from ? { from: filter.from } : {}),
			...(filter.to ? { to: filter.to } : {}),
			...(filter.input !== undefined ? { input: filter.input ? 1 : 0 } : {}),
		},
		{ from: Boolean(filter.from), to: Boolean(filter.to), input: filter.input ?? null },
	)

	return rows.map((row): CashierBookRow => {
		if (row.arm === 'RECORD') {
			return {
				kind: 'RECORD',
				record: toInventoryView({
					...row,
					cashier_id: row.cashier_id ?? cashierId,
					input: row.input ?? 0,
					order_reference_number: row.order_reference_number ?? '',
					issued_on: row.issued_on ?? '',
					total: row.total ?? 0,
					approved_count: row.approved_count ?? 0,
					question_count: row.question_count ?? 0,
					rejected_count: row.rejected_count ?? 0,
					comment_count: row.comment_count ?? 0,
				}),
			}
		}
		return {
			kind: 'TRANSFER',
			transfer: {
				id: row.id,
				unitId: row.unit_id ?? '',
				input: row.arm === 'IN',
				otherCashierId: row.other_cashier_id ?? '',
				otherCashierName: row.other_cashier_name ?? '',
				// PostgreSQL answers bigint as text.
				amount: Number(row.amount),
				transferredOn: row.transferred_on ?? '',
				description: row.transfer_description ?? null,
				createdAt: Number(row.created_at),
			},
		}
	})
}
