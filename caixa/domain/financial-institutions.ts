import { type FinancialInstitution } from '@caixa/contract/financial-institution'
import { CASH_INSTITUTION_ID } from '@caixa/contract/financial-institution'
import { type Language } from '@caixa/contract/enums'
import brazil from '@caixa/data/financial-institutions-br.json'
import { searchableText, searchTerms } from './search-text'

/*
 * The financial institutions a unit's money goes through (DOMAIN.md: "a reference list per
 * country, with their official codes, from a data file in the repo"). BRAZIL's is
 * caixa/data/financial-institutions-br.json, Banco Central's participants with their COMPE
 * codes, made by caixa/scripts/financial-institutions.ts from the npm package bancos-brasileiros
 * (the file names the version and the day). No maintained list was found for other countries, so
 * they offer cash only, until one is added here. Every unit has cash, first.
 *
 * Ids are stable and readable: the country's alpha-2 code and the official code (BR-001), so a
 * record keeps pointing at the same bank when the list is refreshed.
 */

interface Listed extends FinancialInstitution {
	searchText: string
}

const cashNames: Readonly<Record<Language, string>> = {
	'en-US': 'Cash',
	'pt-BR': 'Dinheiro',
	es: 'Efectivo',
}

const byCountry: Readonly<Record<string, readonly Listed[]>> = {
	BRAZIL: brazil.institutions.map(({ code, name }) => ({
		id: `BR-${code}`,
		code,
		name,
		searchText: searchableText(name),
	})),
}

/** The source of a country's list, for the API's description; undefined without one. */
export function institutionSourceOf(country: string): string | undefined {
	return country === 'BRAZIL' ? brazil.source : undefined
}

export interface InstitutionQuery {
	query?: string
	offset: number
	size: number
}

/**
 * A page of cash and the country's institutions. `query` keeps those whose name holds every word
 * (any case, any accent), or whose code starts with it when it is digits only ("26" finds 260).
 */
export function searchFinancialInstitutions(
	country: string,
	language: Language,
	{ query, offset, size }: InstitutionQuery,
): FinancialInstitution[] {
	const cashName = cashNames[language]
	const cash: Listed = {
		id: CASH_INSTITUTION_ID,
		code: null,
		name: cashName,
		searchText: searchableText(`${cashName} ${cashNames['en-US']}`),
	}
	const all = [cash, ...(byCountry[country] ?? [])]
	const terms = searchTerms(query ?? '')
	const code = /^\d+$/.test(query?.trim() ?? '') ? (query ?? '').trim() : undefined
	const matching = all.filter(
		(institution) =>
			terms.length === 0 ||
			(code !== undefined && institution.code?.startsWith(code)) ||
			terms.every((term) => institution.searchText.includes(term)),
	)
	return matching
		.slice(offset, offset + size)
		.map(({ id, code: official, name }) => ({ id, code: official, name }))
}

/**
 * One institution of the unit's country by id, or cash (named in `language`); undefined for an
 * id the country's list does not hold. A map per country, built once, so a page of payments
 * names its institutions without a query.
 */
export function financialInstitutionById(
	country: string,
	language: Language,
	id: string,
): FinancialInstitution | undefined {
	if (id === CASH_INSTITUTION_ID) return { id, code: null, name: cashNames[language] }
	const found = indexOf(country).get(id)
	return found ? { id: found.id, code: found.code, name: found.name } : undefined
}

const indexes = new Map<string, ReadonlyMap<string, Listed>>()

function indexOf(country: string): ReadonlyMap<string, Listed> {
	let index = indexes.get(country)
	if (!index) {
		index = new Map((byCountry[country] ?? []).map((institution) => [institution.id, institution]))
		indexes.set(country, index)
	}
	return index
}
