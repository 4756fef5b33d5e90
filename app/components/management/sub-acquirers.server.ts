import { countryByName, localizedCountryName } from '@caixa/contract/countries'
import { endpoints } from '@caixa/contract/endpoints'
import { type SubAcquirerSummary } from '@caixa/contract/sub-acquirer'
import { fallbackLanguage, isLanguage } from '~/i18n/config'
import { caixaCall, type Caller, requireFound } from '~/server/caixa.server'
import { readerLanguage } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'

// The management pages' reads. Here rather than in the routes so the country names (a large
// table) stay on the server: the pages get a ready label.

/** A sub-acquirer as the list and the detail page show it. */
export type SubAcquirerRow = SubAcquirerSummary & { countryLabel: string }

/** "🇧🇷 Brasil": the flag and the country's name in the reader's language. */
function countryLabel(name: string, language: string) {
	const country = countryByName(name)
	if (!country) return name
	return `${country.flag} ${localizedCountryName(name, isLanguage(language) ? language : fallbackLanguage)}`
}

/**
 * The list's rows for this request (pages, or one batch) with `apiParams` as filters. A profile
 * that is not management gets the API's 404, which becomes the page's.
 */
export async function loadSubAcquirerRows(
	{ token, request }: Caller,
	apiParams: ReadonlyArray<[string, string]>,
) {
	const language = await readerLanguage(request)
	return requireFound(
		loadListRows(request, async (offset, size) => {
			const query = new URLSearchParams([...apiParams])
			query.set('offset', String(offset))
			query.set('size', String(size))
			const { data } = await caixaCall(endpoints.management.subAcquirers.list, {
				query,
				token,
				request,
			})
			return data.map((row): SubAcquirerRow => ({
				...row,
				countryLabel: countryLabel(row.country, language),
			}))
		}),
	)
}

/** One sub-acquirer with its fees, or the page's 404 (unknown, or not management). */
export async function loadSubAcquirer({ token, request }: Caller, id: string) {
	const language = await readerLanguage(request)
	const { data } = await requireFound(
		caixaCall(endpoints.management.subAcquirers.get, { params: { id }, token, request }),
	)
	return { ...data, countryLabel: countryLabel(data.country, language), language }
}
