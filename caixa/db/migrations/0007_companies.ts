import { type Kysely } from 'kysely'

// Companies group units, marketplaces group companies (DOMAIN.md "Organisation"). Same
// conventions as 0004: UUID text ids made in JS, epoch-ms bigint moments, names searched and
// sorted through `search_text` (domain/search-text.ts). caixa/db/access.ts reads the indexes below
// to give a company's owner and collaborators their way into its units.
//
// `units.company_id` (0004) gets no foreign key: SQLite cannot add a constraint to a table that
// exists, and rebuilding `units` (the only way there) would be a copy of every unit. The API is
// the one writer of the column, and it only ever writes the id of a company it has just read.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('marketplaces')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('owner_profile_id', 'text', (column) => column.notNull().references('profiles.id'))
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// The owner's marketplaces by name (GET /marketplaces), and the only way in to one.
	await db.schema
		.createIndex('marketplaces_owner_profile_id_search_text_id_idx')
		.on('marketplaces')
		.columns(['owner_profile_id', 'search_text', 'id'])
		.execute()

	await db.schema
		.createTable('companies')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('document', 'text')
		.addColumn('photo_multimedia_id', 'text', (column) =>
			column.references('multimedia.id').onDelete('set null'),
		)
		.addColumn('owner_profile_id', 'text', (column) => column.notNull().references('profiles.id'))
		// A company may stand alone; a marketplace that still groups companies is not deleted.
		.addColumn('marketplace_id', 'text', (column) => column.references('marketplaces.id'))
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// The owner's companies by name (GET /companies), and the owner's way into their units.
	await db.schema
		.createIndex('companies_owner_profile_id_search_text_id_idx')
		.on('companies')
		.columns(['owner_profile_id', 'search_text', 'id'])
		.execute()
	// A marketplace's companies by name (GET /marketplaces/{id}/companies), and its owner's way in.
	await db.schema
		.createIndex('companies_marketplace_id_search_text_id_idx')
		.on('companies')
		.columns(['marketplace_id', 'search_text', 'id'])
		.execute()
	await db.schema
		.createIndex('companies_photo_multimedia_id_idx')
		.on('companies')
		.column('photo_multimedia_id')
		.execute()

	await db.schema
		.createTable('company_collaborators')
		.addColumn('company_id', 'text', (column) =>
			column.notNull().references('companies.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addPrimaryKeyConstraint('company_collaborators_pkey', ['company_id', 'profile_id'])
		.execute()
	// A profile's companies as collaborator (the primary key serves a company's collaborators).
	await db.schema
		.createIndex('company_collaborators_profile_id_company_id_idx')
		.on('company_collaborators')
		.columns(['profile_id', 'company_id'])
		.execute()

	// A company's units by name (GET /companies/{id}/units); it also serves every lookup by
	// company alone, so 0004's single-column index on `company_id` gives way to it.
	await db.schema
		.createIndex('units_company_id_search_text_id_idx')
		.on('units')
		.columns(['company_id', 'search_text', 'id'])
		.execute()
	await db.schema.dropIndex('units_company_id_idx').execute()
}
