/** The product's name, last in every page's title. */
export const PRODUCT_NAME = 'Caixa'

/**
 * A page's `<title>`: its own heading (translated by its loader, or the name of the thing it
 * shows), then what it sits in, then the product — "Records · Shop till · Caixa". Missing parts
 * (no data on an error page) leave the product's name alone.
 */
export function pageTitle(...parts: Array<string | null | undefined>): string {
	return [...parts.filter((part): part is string => Boolean(part)), PRODUCT_NAME].join(' · ')
}
