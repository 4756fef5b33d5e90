import { type RawBuilder, sql } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type DefaultCategory, defaultCategories } from '@caixa/domain/default-categories'
import { searchableText } from '@caixa/domain/search-text'

/*
 * A category keeps the code of the default it was made from until renamed (migration 0020), and
 * is then called by that default's name in the reader's language. Every read that shows, sorts or
 * searches categories by name goes through these, so a list sorted by name sorts by what the
 * reader sees. The names are the domain table's constants, written into the statement (a query
 * kept prepared takes the language as part of its shape).
 */

/** The name a reader of `language` sees of the category read as `alias` (null if it is null). */
export function categoryName(alias: string, language: Language): RawBuilder<string> {
	return byDefaultCode(alias, 'name', (category) => category.names[language])
}

/** That name's search text (domain/search-text.ts), to sort and search by what is shown. */
export function categorySearchText(alias: string, language: Language): RawBuilder<string> {
	return byDefaultCode(alias, 'search_text', (category) => searchableText(category.names[language]))
}

function byDefaultCode(
	alias: string,
	column: 'name' | 'search_text',
	value: (category: DefaultCategory) => string,
): RawBuilder<string> {
	const cases = defaultCategories.map(
		(category) => sql`when ${sql.lit(category.code)} then ${sql.lit(value(category))}`,
	)
	return sql<string>`(case ${sql.ref(`${alias}.default_code`)} ${sql.join(cases, sql` `)} else ${sql.ref(`${alias}.${column}`)} end)`
}

/** categoryName for a reader, or the name as stored when there is none (a test's reference). */
export function categoryNameFor(alias: string, language: Language | undefined): RawBuilder<string> {
	return language ? categoryName(alias, language) : sql<string>`${sql.ref(`${alias}.name`)}`
}
