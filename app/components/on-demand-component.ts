import { createElement, type ComponentType } from 'react'

export type OnDemandComponent<P> = ComponentType<P> & {
	/** Starts fetching the code (on a sign of intent: pointer enter, focus) so it shows at once. */
	preload: () => void
}

/**
 * A component whose code stays out of the page's first load: the browser fetches it the first
 * time it renders (or on `preload`). Render it inside a <Suspense>. Unlike React.lazy it never
 * suspends on the server, which loads it as this module loads: the page's HTML holds it whole,
 * so it works without JavaScript, and while the browser fetches it React keeps that HTML as the
 * server sent it (a plain post still works) and hydrates it once the code is in. `load` resolves
 * to the component; declare the result at module level.
 */
export function onDemandComponent<P extends object>(
	load: () => Promise<ComponentType<P>>,
): OnDemandComponent<P> {
	let loaded: ComponentType<P> | undefined
	let failed: { error: unknown } | undefined
	let pending: Promise<void> | undefined
	const fetch = () =>
		(pending ??= load().then(
			(component) => {
				loaded = component
			},
			(error: unknown) => {
				failed = { error }
			},
		))
	if (typeof document === 'undefined') void fetch()
	function OnDemand(props: P) {
		if (loaded) return createElement(loaded, props)
		// Like React.lazy: a failed fetch goes to the route's error boundary.
		if (failed) throw failed.error
		// The Suspense protocol React.lazy uses: render again once the code is in.
		throw fetch()
	}
	return Object.assign(OnDemand, { preload: () => void fetch() })
}
