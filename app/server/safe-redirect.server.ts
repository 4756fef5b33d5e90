// One gate for redirect targets taken from the query or a form: same origin only.
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (!to || typeof to !== 'string') return fallback
	const target = to.trim()
	if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
		return fallback
	return target
}
