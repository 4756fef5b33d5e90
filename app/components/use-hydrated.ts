import { useSyncExternalStore } from 'react'

// Nothing ever changes after hydration, so there is nothing to subscribe to.
function subscribe() {
	return () => {}
}

/**
 * False on the server and during hydration, true once React owns the page in the browser.
 * Components use it to render a no-JavaScript version first (the HTML the server sent) and
 * swap in the scripted version only when scripts run, without a hydration mismatch.
 */
export function useHydrated() {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	)
}
