import {
	Suspense,
	useState,
	type ButtonHTMLAttributes,
	type ReactElement,
	type ReactNode,
} from 'react'

export type PlainTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>

export type MenuOnDemandProps = {
	/** Starts fetching the menu's code (its dynamic import); called on the first sign of intent. */
	load: () => Promise<unknown>
	/** The trigger until the menu's code is in: a plain button, looking like the menu's own. */
	renderTrigger: (props: PlainTriggerProps) => ReactElement
	/** The menu (a React.lazy component), opened from the start, as the trigger was pressed. */
	children: ReactNode
}

/**
 * A Radix menu (with floating-ui, about 30 KB of gzipped script) whose code is fetched only when
 * someone reaches for it, so no page's first load carries it. Until then the trigger is a plain
 * button: pointing at it or focusing it starts the fetch, pressing it (click, Enter, Space) or
 * ArrowDown swaps in the menu, open, which takes the focus as Radix does; Escape gives it back
 * to the menu's trigger in the plain one's place. Without JavaScript the caller shows its
 * <details> version instead.
 */
export function MenuOnDemand({ load, renderTrigger, children }: MenuOnDemandProps) {
	const [wanted, setWanted] = useState(false)
	const trigger = (loading: boolean) =>
		renderTrigger({
			type: 'button',
			'aria-haspopup': 'menu',
			'aria-expanded': false,
			'aria-busy': loading || undefined,
			onPointerEnter: () => void load(),
			onFocus: () => void load(),
			onClick: () => setWanted(true),
			onKeyDown: (event) => {
				if (event.key !== 'ArrowDown') return
				event.preventDefault()
				setWanted(true)
			},
		})
	if (!wanted) return trigger(false)
	return <Suspense fallback={trigger(true)}>{children}</Suspense>
}
