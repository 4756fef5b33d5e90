/*
 * Intl formatters, made once per locale and options and reused. Making one costs about 100 times
 * formatting with it (measured: 60 µs against 0.6 µs), and a page of records formats
 * hundreds of figures and dates with a handful of distinct formatters. The keys are bounded by
 * what the product passes — its languages, its units' currencies and zones, a few styles — and
 * the cache is emptied past MAX_FORMATTERS all the same, so an odd caller cannot grow it forever.
 */

const MAX_FORMATTERS = 500

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
	const key = `${locale}\u0000${JSON.stringify(options)}`
	let format = cache.get(key)
	if (format === undefined) {
		if (cache.size >= MAX_FORMATTERS) cache.clear()
		format = make()
		cache.set(key, format)
	}
	return format
}

/** `new Intl.NumberFormat(locale, options)`, made once. Throws as it would for a bad option. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
	return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. Throws as it would for a bad option. */
export function dateTimeFormat(
	locale: string,
	options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
	return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}
