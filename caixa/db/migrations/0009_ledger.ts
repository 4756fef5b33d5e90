import { type Kysely, sql } from 'kysely'

// The ledger (DOMAIN.md "Records … and payments"): a cashier's records of money in and out, their
// product lines, the payments that settle them (installments, and partial payments as children)
// and who follows which payment. Conventions as in 0004.
//
// Every list and report reads one index below; the cashier's running balance (0004) is kept in
// step by the same transactions that write these rows, and the tests check the invariant
// balance = opening + Σ cash moved in − Σ cash moved out.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('inventories')
		.addColumn('id', 'text', (column) => column.primaryKey())
		// No cascade: a cashier or unit with books is archived, never deleted with them.
		.addColumn('cashier_id', 'text', (column) => column.notNull().references('cashiers.id'))
		// The cashier's unit, copied so that a unit's reports read one index without a join.
		.addColumn('unit_id', 'text', (column) => column.notNull().references('units.id'))
		.addColumn('input', 'integer', (column) => column.notNull().check(sql`input in (0, 1)`))
		// As typed ("NF-1204", "77"); unique among the cashier's live records (index below).
		.addColumn('order_reference_number', 'text', (column) => column.notNull())
		// The reference's value when it is a plain number, so the next one proposed is the largest
		// plus one, read from an index rather than by scanning every reference.
		.addColumn('order_number', 'bigint')
		.addColumn('issued_on', 'text', (column) => column.notNull())
		.addColumn('description', 'text')
		// Reference and description through searchableText, for the list's text filter.
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('category_id', 'text', (column) => column.references('categories.id'))
		.addColumn('client_or_supplier_id', 'text', (column) =>
			column.references('clients_or_suppliers.id'),
		)
		.addColumn('total', 'bigint', (column) => column.notNull().check(sql`total >= 0`))
		// The client's Idempotency-Key: a replayed create answers the record it made the first time.
		.addColumn('idempotency_key', 'text')
		.addColumn('created_by_profile_id', 'text', (column) =>
			column.notNull().references('profiles.id'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		// A deleted record stays in the books (auditors, the cashier's history) but leaves every list
		// and report; its payments were cancelled or reversed in the same transaction.
		.addColumn('deleted_at', 'bigint')
		.addColumn('deleted_by_profile_id', 'text', (column) => column.references('profiles.id'))
		.execute()
	// GET /cashiers/{id}/inventories: newest first (issued_on desc, id desc).
	await db.schema
		.createIndex('inventories_cashier_id_issued_on_id_idx')
		.on('inventories')
		.columns(['cashier_id', 'issued_on', 'id'])
		.execute()
	// The unit's reports by date.
	await db.schema
		.createIndex('inventories_unit_id_issued_on_idx')
		.on('inventories')
		.columns(['unit_id', 'issued_on'])
		.execute()
	await db.schema
		.createIndex('inventories_cashier_id_order_reference_number_key')
		.on('inventories')
		.columns(['cashier_id', 'order_reference_number'])
		.unique()
		.where(sql.ref('deleted_at'), 'is', null)
		.execute()
	await db.schema
		.createIndex('inventories_cashier_id_order_number_idx')
		.on('inventories')
		.columns(['cashier_id', 'order_number'])
		.execute()
	await db.schema
		.createIndex('inventories_created_by_profile_id_idempotency_key_key')
		.on('inventories')
		.columns(['created_by_profile_id', 'idempotency_key'])
		.unique()
		.where(sql.ref('idempotency_key'), 'is not', null)
		.execute()
	// What names a category or a client (db/references.ts refuses to delete it) and their filters.
	await db.schema
		.createIndex('inventories_category_id_idx')
		.on('inventories')
		.column('category_id')
		.execute()
	await db.schema
		.createIndex('inventories_client_or_supplier_id_idx')
		.on('inventories')
		.column('client_or_supplier_id')
		.execute()

	await db.schema
		.createTable('inventory_items')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('inventory_id', 'text', (column) =>
			column.notNull().references('inventories.id').onDelete('cascade'),
		)
		.addColumn('position', 'integer', (column) => column.notNull())
		.addColumn('product_id', 'text', (column) => column.references('products.id'))
		// The product's name when the line was written: the record reads the same after a rename.
		.addColumn('name', 'text', (column) => column.notNull())
		// Thousandths of a unit: quantities have up to 3 decimals (1.5 kg is 1500), kept exact.
		.addColumn('quantity_milli', 'bigint', (column) =>
			column.notNull().check(sql`quantity_milli > 0`),
		)
		.addColumn('unit_price', 'bigint', (column) => column.notNull().check(sql`unit_price >= 0`))
		.addColumn('total', 'bigint', (column) => column.notNull().check(sql`total >= 0`))
		.execute()
	await db.schema
		.createIndex('inventory_items_inventory_id_position_idx')
		.on('inventory_items')
		.columns(['inventory_id', 'position'])
		.execute()
	// A product's lines (stock movements, the cashier's "items used so far").
	await db.schema
		.createIndex('inventory_items_product_id_idx')
		.on('inventory_items')
		.column('product_id')
		.execute()

	await db.schema
		.createTable('payments')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('inventory_id', 'text', (column) => column.notNull().references('inventories.id'))
		// Copied from the record so that payment lists and reports read one index.
		.addColumn('cashier_id', 'text', (column) => column.notNull().references('cashiers.id'))
		.addColumn('unit_id', 'text', (column) => column.notNull().references('units.id'))
		.addColumn('input', 'integer', (column) => column.notNull().check(sql`input in (0, 1)`))
		// A partial payment is a child of the installment it pays part of.
		.addColumn('parent_id', 'text', (column) => column.references('payments.id'))
		.addColumn('number', 'integer', (column) => column.notNull())
		.addColumn('of', 'integer', (column) => column.notNull())
		.addColumn('due_date', 'text', (column) => column.notNull())
		.addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount >= 0`))
		.addColumn('interest', 'bigint', (column) => column.notNull().check(sql`interest >= 0`))
		.addColumn('late_fee', 'bigint', (column) => column.notNull().check(sql`late_fee >= 0`))
		.addColumn('discount', 'bigint', (column) => column.notNull().check(sql`discount >= 0`))
		// What the interest and fee were computed from, when they were (DOMAIN.md: stored so that
		// the result can be recomputed and audited): rates in basis points and the as-of date.
		.addColumn('interest_rate_basis_points', 'integer')
		.addColumn('late_fee_rate_basis_points', 'integer')
		.addColumn('charges_as_of', 'text')
		// Everything paid towards it: its own settlement plus its children's amounts. Kept in step
		// in the transaction that pays, so remaining = total due − paid needs no sum.
		.addColumn('paid', 'bigint', (column) => column.notNull().check(sql`paid >= 0`))
		// The cash this row itself moved, on `paid_on`: a child's amount, or what paying in full
		// settled. Reports and the balance add these, so a partial payment is never counted twice.
		.addColumn('cash_moved', 'bigint', (column) => column.notNull().check(sql`cash_moved >= 0`))
		.addColumn('status', 'text', (column) =>
			column.notNull().check(sql`status in ('PENDING', 'PARTIALLY_PAID', 'PAID', 'CANCELLED')`),
		)
		.addColumn('method', 'text')
		// An id of the reference list (domain/financial-institutions.ts: BR-001, CASH), not a row.
		.addColumn('financial_institution_id', 'text')
		.addColumn('paid_at', 'bigint')
		// The calendar day the cash moved, in the unit's zone (cash flow by day).
		.addColumn('paid_on', 'text')
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		// Set on every payment of a deleted record: pending ones are cancelled, paid ones reversed
		// (their cash leaves the balance); none of them is listed or reported again.
		.addColumn('voided_at', 'bigint')
		.execute()
	await db.schema
		.createIndex('payments_inventory_id_number_idx')
		.on('payments')
		.columns(['inventory_id', 'number'])
		.execute()
	await db.schema.createIndex('payments_parent_id_idx').on('payments').column('parent_id').execute()
	// GET /cashiers/{id}/payments by due date.
	await db.schema
		.createIndex('payments_cashier_id_due_date_id_idx')
		.on('payments')
		.columns(['cashier_id', 'due_date', 'id'])
		.execute()
	// The unit's reports: projected by due date, realized by the day the cash moved.
	await db.schema
		.createIndex('payments_unit_id_due_date_idx')
		.on('payments')
		.columns(['unit_id', 'due_date'])
		.execute()
	await db.schema
		.createIndex('payments_unit_id_paid_on_idx')
		.on('payments')
		.columns(['unit_id', 'paid_on'])
		.execute()

	await db.schema
		.createTable('payment_follows')
		.addColumn('payment_id', 'text', (column) =>
			column.notNull().references('payments.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addPrimaryKeyConstraint('payment_follows_pkey', ['payment_id', 'profile_id'])
		.execute()
	// "Followed only": the profile's followed payments.
	await db.schema
		.createIndex('payment_follows_profile_id_payment_id_idx')
		.on('payment_follows')
		.columns(['profile_id', 'payment_id'])
		.execute()
}
