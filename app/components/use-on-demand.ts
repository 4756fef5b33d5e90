import { useCallback, useState } from 'react'

/**
 * A module a page needs only once someone acts (a form's validation with zod, ~30 KB gzipped),
 * fetched on the first sign of intent instead of with the page: call `prepare` from the events
 * that announce it (focus, pointer enter). Until it is in, the value is undefined and the page
 * does without it (a form is then validated by the server, as without JavaScript). `load` must
 * be the same function from render to render (declare it at module level).
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | undefined, () => void] {
	const [loaded, setLoaded] = useState<T>()
	const prepare = useCallback(() => {
		// A failed fetch leaves the page as it was; the next sign of intent tries again.
		load().then(
			(module) => setLoaded(() => module),
			() => undefined,
		)
	}, [load])
	return [loaded, prepare]
}
