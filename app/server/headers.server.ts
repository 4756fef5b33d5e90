// Set-Cookie must be appended, never merged into one header, or browsers drop all but one.
export function combineHeaders(...all: Array<Headers | null | undefined>) {
	const combined = new Headers()
	for (const headers of all) {
		if (!headers) continue
		headers.forEach((value, key) => combined.append(key, value))
	}
	return combined
}
