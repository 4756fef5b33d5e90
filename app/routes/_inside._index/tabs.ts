export const portalTabs = ['cashiers', 'auditors'] as const
export type PortalTab = (typeof portalTabs)[number]

/** The tab in `?tab=` (spec §2: auditors or cashiers, default cashiers). */
export function tabOf(searchParams: URLSearchParams): PortalTab {
	return searchParams.get('tab') === 'auditors' ? 'auditors' : 'cashiers'
}

/**
 * The same page on another tab: the filters stay, the list starts again from its first page,
 * and an open dialog closes.
 */
export function tabSearch(searchParams: URLSearchParams, tab: PortalTab): string {
	const next = new URLSearchParams(searchParams)
	next.delete('page')
	next.delete('invite')
	next.delete('index')
	next.set('tab', tab)
	return `?${next}`
}

/** The same page with one key more or less (the invite dialog's `invite`). */
export function searchWith(
	searchParams: URLSearchParams,
	change: { add?: string; remove?: readonly string[] },
): string {
	const next = new URLSearchParams(searchParams)
	next.delete('index')
	for (const key of change.remove ?? []) next.delete(key)
	if (change.add) next.set(change.add, '')
	const text = next.toString()
	return text ? `?${text}` : ''
}
