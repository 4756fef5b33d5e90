/**
 * A tax id as a search key: its letters and digits alone, upper-cased, so "10.573.521/0001-91",
 * "10573521000191" and a part of either find the same company. Null when nothing is left.
 * (Letters stay: the new alphanumeric CNPJ and many foreign tax ids hold them.)
 */
export function documentKey(document: string | null | undefined): string | null {
	const key = document?.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
	return key ? key : null
}
