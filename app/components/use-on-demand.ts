import { useCallback, useRef, useState } from 'react'

/**
 * A module a page needs only once someone acts (a form's validation with zod, ~30 KB gzipped),
 * fetched on the first sign of intent instead of with the page: call `prepare` from the events
 * that announce it (focus, pointer enter). Until it is in, the value is undefined and the page
 * does without it (a form is then validated by the server, as without JavaScript). `load` must
 * be the same function from render to render (declare it at module level).
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | undefined, () => void] {
	const [loaded, setLoaded] = useState<T>()
	// State is set once. A second setLoaded with the same module on every later focus would make
	// React render the component and then bail out without rendering its children, and Conform
	// rebuilds a form's subscriptions in that render from what the children read: the form's
	// errors would stop showing (a client-side refusal blocked the post and said nothing).
	const asked = useRef(false)
	const prepare = useCallback(() => {
		if (asked.current) return
		asked.current = true
		load().then(
			(module) => setLoaded(() => module),
			// A failed fetch leaves the page as it was; the next sign of intent tries again.
			() => {
				asked.current = false
			},
		)
	}, [load])
	return [loaded, prepare]
}
