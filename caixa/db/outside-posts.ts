import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type OutsidePostContent } from '@caixa/content/posts'
import {
	containsPattern,
	LIKE_ESCAPE,
	searchableText,
	searchTerms,
} from '@caixa/domain/search-text'
import { type Database, type OutsidePostsTable } from './database'

export type OutsidePostRow = OutsidePostsTable

export interface OutsidePostFilter {
	offset: number
	size: number
	query?: string
	language?: Language
}

/** Newest first, the id breaking ties so that pages neither overlap nor skip a row. */
export function listOutsidePosts(
	db: Kysely<Database>,
	filter: OutsidePostFilter,
): Promise<OutsidePostRow[]> {
	let query = db.selectFrom('outside_posts').selectAll()
	if (filter.language) query = query.where('language', '=', filter.language)
	// Every word must appear somewhere in the title, summary or body.
	for (const term of searchTerms(filter.query ?? '')) {
		query = query.where(
			sql<boolean>`${sql.ref('search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	return query
		.orderBy('published_at', 'desc')
		.orderBy('id', 'desc')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
}

/**
 * Writes the articles, matched by slug: a new slug is inserted, a known one updated in place
 * (its id kept, so links to it hold). Running it again with the same articles changes nothing.
 */
export async function seedOutsidePosts(
	db: Kysely<Database>,
	posts: readonly OutsidePostContent[],
): Promise<void> {
	for (const post of posts) {
		const row = {
			slug: post.slug,
			language: post.language,
			title: post.title,
			summary: post.summary,
			body: post.body,
			cover: post.cover,
			search_text: searchableText([post.title, post.summary, post.body].join('\n')),
			published_at: post.publishedAt,
		}
		await db
			.insertInto('outside_posts')
			.values({ id: randomUUID(), ...row })
			.onConflict((conflict) => conflict.column('slug').doUpdateSet(row))
			.execute()
	}
}
