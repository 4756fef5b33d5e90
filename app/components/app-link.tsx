import { type AnchorHTMLAttributes } from 'react'

/**
 * A link inside the app as a plain anchor: `data-discover` makes it one to Remix (its route is
 * discovered ahead of the click, as a <Link>'s) and to the root's click handler (root.tsx
 * useAppLinkClicks), which hands the click to the router. A <Link> resolves its path and runs half a dozen hooks on every
 * render; a list of 20 rows of them was a tenth of a records page's server time. So
 * lists and the pages' chrome use this; `to` is a whole path (nothing relative to resolve).
 * Without JavaScript, or before hydration, it is the link it looks like.
 */
export function AppLink({
	to,
	children,
	...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
	return (
		<a {...props} href={to} data-discover="true">
			{children}
		</a>
	)
}
