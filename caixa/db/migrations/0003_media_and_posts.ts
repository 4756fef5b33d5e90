import { type Kysely } from 'kysely'
import { readOutsidePosts } from '@caixa/content/posts'
import { type Database } from '../database'
import { seedOutsidePosts } from '../outside-posts'

// Outside posts (the public help articles beside sign-in), seeded from caixa/content/posts/.
// Photos need nothing new: 0001 made the multimedia table with both sizes' dimensions.
// A later change to the articles is a later migration that seeds again: seeding upserts by slug.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('outside_posts')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('slug', 'text', (column) => column.notNull())
		.addColumn('language', 'text', (column) => column.notNull())
		.addColumn('title', 'text', (column) => column.notNull())
		.addColumn('summary', 'text', (column) => column.notNull())
		.addColumn('body', 'text', (column) => column.notNull())
		.addColumn('cover', 'text')
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('published_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('outside_posts_slug_key')
		.on('outside_posts')
		.column('slug')
		.unique()
		.execute()
	// The list's order (newest first, id as tiebreak), with and without a language filter; both
	// engines read an ascending index backwards for the descending order.
	await db.schema
		.createIndex('outside_posts_published_at_id_idx')
		.on('outside_posts')
		.columns(['published_at', 'id'])
		.execute()
	await db.schema
		.createIndex('outside_posts_language_published_at_id_idx')
		.on('outside_posts')
		.columns(['language', 'published_at', 'id'])
		.execute()

	// Migrations get an untyped database; seeding writes only the outside_posts columns made above.
	await seedOutsidePosts(db as unknown as Kysely<Database>, await readOutsidePosts())
}
