import { type Kysely, sql } from 'kysely'

// The organisation a cash book lives in: units, their cashiers, who may see them (collaborators of
// a unit or of one cashier, auditors of a cashier) and the unit's categories. Same conventions as
// 0001: UUID text ids made in JS, epoch-ms bigint moments, bigint money in minor units,
// `YYYY-MM-DD` text calendar dates, the same DDL on SQLite and PostgreSQL.
//
// Names are searched and sorted through `search_text` (domain/search-text.ts: lower-cased, accents
// dropped), so "São" and "sao" find and sort alike on both engines. Each list of the API reads one
// index below; caixa/db/access.ts is the one place that says which rows a profile may see.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('units')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('document', 'text')
		// ISO 3166-1 enum name (BRAZIL), ISO 4217 code (BRL), IANA zone (America/Sao_Paulo).
		.addColumn('country', 'text', (column) => column.notNull())
		.addColumn('currency', 'text', (column) => column.notNull())
		.addColumn('timezone', 'text', (column) => column.notNull())
		// Companies arrive later; their migration adds the foreign key's target, and access.ts the
		// company owner's way in.
		.addColumn('company_id', 'text')
		.addColumn('photo_multimedia_id', 'text', (column) =>
			column.references('multimedia.id').onDelete('set null'),
		)
		.addColumn('address', 'text')
		// double precision rather than real: PostgreSQL's real keeps ~6 digits, a metre is the 5th
		// decimal of a degree.
		.addColumn('latitude', 'double precision')
		.addColumn('longitude', 'double precision')
		.addColumn('phone', 'text')
		.addColumn('email', 'text')
		.addColumn('owner_profile_id', 'text', (column) => column.notNull().references('profiles.id'))
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// The owner's units by name (GET /units), and the owner's way into every cashier of them.
	await db.schema
		.createIndex('units_owner_profile_id_search_text_id_idx')
		.on('units')
		.columns(['owner_profile_id', 'search_text', 'id'])
		.execute()
	await db.schema.createIndex('units_company_id_idx').on('units').column('company_id').execute()
	await db.schema
		.createIndex('units_photo_multimedia_id_idx')
		.on('units')
		.column('photo_multimedia_id')
		.execute()

	await db.schema
		.createTable('unit_collaborators')
		.addColumn('unit_id', 'text', (column) =>
			column.notNull().references('units.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addPrimaryKeyConstraint('unit_collaborators_pkey', ['unit_id', 'profile_id'])
		.execute()
	// A profile's units as collaborator (the primary key serves a unit's collaborators).
	await db.schema
		.createIndex('unit_collaborators_profile_id_unit_id_idx')
		.on('unit_collaborators')
		.columns(['profile_id', 'unit_id'])
		.execute()

	await db.schema
		.createTable('cashiers')
		.addColumn('id', 'text', (column) => column.primaryKey())
		// No cascade: a unit that still has cash books is not deleted by accident.
		.addColumn('unit_id', 'text', (column) => column.notNull().references('units.id'))
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('opening_balance', 'bigint', (column) => column.notNull())
		.addColumn('opening_date', 'text', (column) => column.notNull())
		// The running balance: opening balance + paid inputs − paid outputs ± transfers (DOMAIN.md),
		// stored so that every list shows it without summing the ledger. It starts at the opening
		// balance; the ledger (records, payments, transfers) keeps it in step inside the very
		// transactions that pay, unpay, transfer or delete, so it is never behind its rows.
		.addColumn('balance', 'bigint', (column) => column.notNull())
		.addColumn('archived_at', 'bigint')
		.addColumn('created_by_profile_id', 'text', (column) =>
			column.notNull().references('profiles.id'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// A unit's cashiers by name (GET /units/{id}/cashiers), and every unit's way into its cashiers.
	await db.schema
		.createIndex('cashiers_unit_id_search_text_id_idx')
		.on('cashiers')
		.columns(['unit_id', 'search_text', 'id'])
		.execute()
	await db.schema
		.createIndex('cashiers_created_by_profile_id_idx')
		.on('cashiers')
		.column('created_by_profile_id')
		.execute()

	await db.schema
		.createTable('cashier_collaborators')
		.addColumn('cashier_id', 'text', (column) =>
			column.notNull().references('cashiers.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addPrimaryKeyConstraint('cashier_collaborators_pkey', ['cashier_id', 'profile_id'])
		.execute()
	await db.schema
		.createIndex('cashier_collaborators_profile_id_cashier_id_idx')
		.on('cashier_collaborators')
		.columns(['profile_id', 'cashier_id'])
		.execute()

	// An auditor's handshake (DOMAIN.md "Auditors"): a row is a pending request until the owner
	// accepts it; only accepted ones see anything.
	await db.schema
		.createTable('cashier_auditors')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('cashier_id', 'text', (column) =>
			column.notNull().references('cashiers.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('accepted_at', 'bigint')
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addUniqueConstraint('cashier_auditors_cashier_id_profile_id_key', ['cashier_id', 'profile_id'])
		.execute()
	// The cashiers a profile audits (GET /auditors reads the accepted ones).
	await db.schema
		.createIndex('cashier_auditors_profile_id_accepted_at_idx')
		.on('cashier_auditors')
		.columns(['profile_id', 'accepted_at', 'cashier_id'])
		.execute()

	await db.schema
		.createTable('categories')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('unit_id', 'text', (column) =>
			column.notNull().references('units.id').onDelete('cascade'),
		)
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('kind', 'text', (column) =>
			column.notNull().check(sql`kind in ('INCOME', 'EXPENSE')`),
		)
		.addColumn('dre_group', 'text', (column) =>
			column
				.notNull()
				.check(
					sql`dre_group in ('REVENUE', 'DEDUCTION', 'COST_OF_SALES', 'OPERATING_EXPENSE', 'FINANCIAL_INCOME', 'FINANCIAL_EXPENSE', 'OTHER_INCOME', 'OTHER_EXPENSE', 'INCOME_TAX', 'CAPITAL')`,
				),
		)
		.addColumn('archived_at', 'bigint')
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// A unit's categories by kind and name (the pickers of a record, the categories screen).
	await db.schema
		.createIndex('categories_unit_id_kind_name_idx')
		.on('categories')
		.columns(['unit_id', 'kind', 'name'])
		.execute()
}
