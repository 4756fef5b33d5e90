import { type Kysely, sql } from 'kysely'
import { documentKey } from '@caixa/domain/document-key'
import { searchableText } from '@caixa/domain/search-text'

// Payment sub-acquirers (DOMAIN.md "Platform … staff"): the facilitators a business takes cards
// and Pix through, with a fee table per method, listed by management profiles only. Seeded from
// caixa/data/sub-acquirers.json, whose fees are indicative list prices (the file names its
// sources). Same conventions as 0001: UUID text ids (fixed in the data file, so every database
// has the same ones), flags 0/1, money in minor units, the same DDL on SQLite and PostgreSQL.
//
// A fee's percentage is an exact integer of basis points (hundredths of a percent: 199 = 1.99%),
// never a float, so a fee computed from it rounds once, half-up, on the minor unit (DOMAIN.md).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('sub_acquirers')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('name', 'text', (column) => column.notNull())
		// The name through searchableText: what `name` matches and what the list sorts by.
		.addColumn('search_text', 'text', (column) => column.notNull())
		// The tax id as the company publishes it (a CNPJ with its dots), or null when unknown.
		.addColumn('document', 'text')
		// Its letters and digits alone, upper-cased: "10.573.521/0001-91" → "10573521000191", so
		// the `document` filter finds it typed with or without punctuation.
		.addColumn('document_key', 'text')
		// ISO 3166-1 enum name (BRAZIL); ISO 4217 code of its fixed fees (BRL).
		.addColumn('country', 'text', (column) => column.notNull())
		.addColumn('currency', 'text', (column) => column.notNull())
		.addColumn('active', 'integer', (column) => column.notNull().check(sql`active in (0, 1)`))
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// The list by name (GET /management/sub-acquirers), ties by id.
	await db.schema
		.createIndex('sub_acquirers_search_text_id_idx')
		.on('sub_acquirers')
		.columns(['search_text', 'id'])
		.execute()

	await db.schema
		.createTable('sub_acquirer_fees')
		.addColumn('sub_acquirer_id', 'text', (column) =>
			column.notNull().references('sub_acquirers.id').onDelete('cascade'),
		)
		.addColumn('method', 'text', (column) =>
			column.notNull().check(sql`method in ('DEBIT', 'CREDIT', 'CREDIT_INSTALLMENTS', 'PIX')`),
		)
		.addColumn('fee_basis_points', 'integer', (column) =>
			column.notNull().check(sql`fee_basis_points between 0 and 10000`),
		)
		.addColumn('fixed_fee', 'bigint', (column) => column.notNull().check(sql`fixed_fee >= 0`))
		.addColumn('settlement_days', 'integer', (column) =>
			column.notNull().check(sql`settlement_days >= 0`),
		)
		// One row per method; the primary key serves a sub-acquirer's table.
		.addPrimaryKeyConstraint('sub_acquirer_fees_pkey', ['sub_acquirer_id', 'method'])
		.execute()

	await seed(db as Kysely<SeedTables>, Date.now())
}

/** The data file's shape, as this migration reads it (later fields are ignored here). */
interface SeedFile {
	subAcquirers: Array<{
		id: string
		name: string
		document: string | null
		country: string
		currency: string
		active: boolean
		fees: Array<{
			method: string
			feeBasisPoints: number
			fixedFee: number
			settlementDays: number
		}>
	}>
}

/** The tables as they are at this migration: the seed must not follow later changes to them. */
interface SeedTables {
	sub_acquirers: {
		id: string
		name: string
		search_text: string
		document: string | null
		document_key: string | null
		country: string
		currency: string
		active: 0 | 1
		created_at: number
	}
	sub_acquirer_fees: {
		sub_acquirer_id: string
		method: string
		fee_basis_points: number
		fixed_fee: number
		settlement_days: number
	}
}

async function seed(db: Kysely<SeedTables>, now: number): Promise<void> {
	// Imported when the migration runs, not when the module loads: the Playwright runner loads the
	// migrations (e2e/support/real-database.ts) and its Node loader refuses a JSON import without
	// an import attribute, which the Remix compiler's esbuild cannot parse. Bundlers still inline it.
	const { default: data } = (await import('../../data/sub-acquirers.json')) as { default: SeedFile }
	for (const entry of data.subAcquirers) {
		await db
			.insertInto('sub_acquirers')
			.values({
				id: entry.id,
				name: entry.name,
				search_text: searchableText(entry.name),
				document: entry.document,
				document_key: documentKey(entry.document),
				country: entry.country,
				currency: entry.currency,
				active: entry.active ? 1 : 0,
				created_at: now,
			})
			.execute()
		if (entry.fees.length === 0) continue
		await db
			.insertInto('sub_acquirer_fees')
			.values(
				entry.fees.map((fee) => ({
					sub_acquirer_id: entry.id,
					method: fee.method,
					fee_basis_points: fee.feeBasisPoints,
					fixed_fee: fee.fixedFee,
					settlement_days: fee.settlementDays,
				})),
			)
			.execute()
	}
}
