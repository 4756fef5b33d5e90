import { type Kysely, sql } from 'kysely'

// Profiles, their sessions, sign-in links and photos. Types follow database.ts: UUID text ids,
// epoch-millisecond bigint moments, 0/1 integer flags — the same DDL on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('profiles')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('surname', 'text', (column) => column.notNull())
		.addColumn('email', 'text', (column) => column.notNull())
		.addColumn('language', 'text', (column) => column.notNull().defaultTo('en-US'))
		.addColumn('country', 'text')
		.addColumn('management', 'integer', (column) =>
			column
				.notNull()
				.defaultTo(0)
				.check(sql`management in (0, 1)`),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('profiles_email_key')
		.on('profiles')
		.column('email')
		.unique()
		.execute()

	await db.schema
		.createTable('multimedia')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('owner_profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('content_type', 'text', (column) => column.notNull())
		.addColumn('storage_key', 'text', (column) => column.notNull())
		.addColumn('standard_bytes', 'bigint', (column) => column.notNull())
		.addColumn('standard_width', 'integer', (column) => column.notNull())
		.addColumn('standard_height', 'integer', (column) => column.notNull())
		.addColumn('sample_bytes', 'bigint', (column) => column.notNull())
		.addColumn('sample_width', 'integer', (column) => column.notNull())
		.addColumn('sample_height', 'integer', (column) => column.notNull())
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('multimedia_owner_profile_id_idx')
		.on('multimedia')
		.column('owner_profile_id')
		.execute()

	// Added after multimedia exists: the two tables point at each other. SQLite accepts a
	// REFERENCES clause in ADD COLUMN as long as the column defaults to null.
	await db.schema
		.alterTable('profiles')
		.addColumn('photo_multimedia_id', 'text', (column) =>
			column.references('multimedia.id').onDelete('set null'),
		)
		.execute()
	await db.schema
		.createIndex('profiles_photo_multimedia_id_idx')
		.on('profiles')
		.column('photo_multimedia_id')
		.execute()

	await db.schema
		.createTable('sessions')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('token_hash', 'text', (column) => column.notNull())
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addColumn('last_used_at', 'bigint', (column) => column.notNull())
		.addColumn('expires_at', 'bigint', (column) => column.notNull())
		.addColumn('revoked_at', 'bigint')
		.execute()
	await db.schema
		.createIndex('sessions_token_hash_key')
		.on('sessions')
		.column('token_hash')
		.unique()
		.execute()
	// Revoking every session of a profile (logout everywhere, an e-mail change).
	await db.schema
		.createIndex('sessions_profile_id_idx')
		.on('sessions')
		.column('profile_id')
		.execute()

	await db.schema
		.createTable('access_links')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('email', 'text', (column) => column.notNull())
		.addColumn('token_hash', 'text', (column) => column.notNull())
		.addColumn('purpose', 'text', (column) => column.notNull())
		.addColumn('profile_id', 'text', (column) =>
			column.references('profiles.id').onDelete('cascade'),
		)
		.addColumn('expires_at', 'bigint', (column) => column.notNull())
		.addColumn('used_at', 'bigint')
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('access_links_token_hash_key')
		.on('access_links')
		.column('token_hash')
		.unique()
		.execute()
	// The per-address limit counts an address's links of the last 15 minutes.
	await db.schema
		.createIndex('access_links_email_created_at_idx')
		.on('access_links')
		.columns(['email', 'created_at'])
		.execute()
	await db.schema
		.createIndex('access_links_profile_id_idx')
		.on('access_links')
		.column('profile_id')
		.execute()
}
