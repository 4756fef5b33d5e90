import { createElement, type ComponentType } from 'react'

export type OnDemandComponent<P> = ComponentType<P> & {
	/**
	 * Starts fetching the code (on a sign of intent: pointer enter, focus) so it shows at once;
	 * resolves once it is in (or failed).
	 */
	preload: () => Promise<void>
}

export type OnDemandOptions = {
	/**
	 * A CSS selector matching the component's HTML. When the server sent some (the module is
	 * evaluated in the browser before hydration), its code is fetched at once and the page is
	 * hydrated only once it is in (onDemandBeforeHydration). Give one for a component whose
	 * parent changes what it renders right after hydrating (useHydrated): React would otherwise
	 * drop the server's HTML of a boundary still waiting for its code and show the fallback.
	 */
	inDocument?: string
}

const beforeHydration: Array<Promise<void>> = []
let hydrating = false

/** What entry.client waits for before it hydrates: the on-demand code the server's HTML needs. */
export function onDemandBeforeHydration(): Promise<unknown> {
	hydrating = true
	return Promise.all(beforeHydration)
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
	{ inDocument }: OnDemandOptions = {},
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
	else if (inDocument && !hydrating && document.querySelector(inDocument)) {
		beforeHydration.push(fetch())
	}
	function OnDemand(props: P) {
		if (loaded) return createElement(loaded, props)
		// Like React.lazy: a failed fetch goes to the route's error boundary.
		if (failed) throw failed.error
		// The Suspense protocol React.lazy uses: render again once the code is in.
		throw fetch()
	}
	return Object.assign(OnDemand, { preload: fetch })
}
