import {
	useEffect,
	useRef,
	useState,
	type KeyboardEvent,
	type PointerEvent,
	type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from './use-hydrated'

// A box of actions fixed in the bottom right corner (spec §2, the portal's create cashier and
// invite friend). With JavaScript it can be moved out of the way, by pointer or keyboard, and stays
// where it was put; without, it is simply fixed in the corner.

/** Arrow keys move the box this far; with Shift, MOVE_BIG_STEP_PX. */
export const MOVE_STEP_PX = 16
export const MOVE_BIG_STEP_PX = 64
/** Where the position is kept in localStorage. */
export const FLOATING_BOX_STORAGE_KEY = 'caixa:floating-box'

/** How far the box is from its corner, in px: negative x is to the left, negative y upwards. */
export type BoxOffset = { x: number; y: number }
export type BoxBounds = { minX: number; maxX: number; minY: number; maxY: number }
type Rect = { left: number; top: number; width: number; height: number }

export const HOME: BoxOffset = { x: 0, y: 0 }

/**
 * The offsets that keep the whole box in the viewport, given where it sits at home (its corner).
 * A box wider or taller than the viewport keeps its left or top edge in view.
 */
export function offsetBounds(home: Rect, viewport: { width: number; height: number }): BoxBounds {
	return {
		minX: -home.left,
		maxX: Math.max(-home.left, viewport.width - home.left - home.width),
		minY: -home.top,
		maxY: Math.max(-home.top, viewport.height - home.top - home.height),
	}
}

export function clampOffset(offset: BoxOffset, bounds: BoxBounds): BoxOffset {
	return {
		x: Math.min(bounds.maxX, Math.max(bounds.minX, offset.x)),
		y: Math.min(bounds.maxY, Math.max(bounds.minY, offset.y)),
	}
}

/**
 * Where a key press on the handle takes the box, or null for a key that does not move it:
 * arrows by MOVE_STEP_PX (Shift: MOVE_BIG_STEP_PX), Home back to the corner; always in bounds.
 */
export function keyboardMove(
	offset: BoxOffset,
	key: string,
	shiftKey: boolean,
	bounds: BoxBounds,
): BoxOffset | null {
	const step = shiftKey ? MOVE_BIG_STEP_PX : MOVE_STEP_PX
	switch (key) {
		case 'ArrowLeft':
			return clampOffset({ x: offset.x - step, y: offset.y }, bounds)
		case 'ArrowRight':
			return clampOffset({ x: offset.x + step, y: offset.y }, bounds)
		case 'ArrowUp':
			return clampOffset({ x: offset.x, y: offset.y - step }, bounds)
		case 'ArrowDown':
			return clampOffset({ x: offset.x, y: offset.y + step }, bounds)
		case 'Home':
			return HOME
		default:
			return null
	}
}

/** A position read back from storage, or null for anything that is not one. */
export function parseStoredOffset(text: string | null): BoxOffset | null {
	if (!text) return null
	try {
		const value: unknown = JSON.parse(text)
		if (typeof value !== 'object' || value === null) return null
		const { x, y } = value as Record<string, unknown>
		return typeof x === 'number' &&
			Number.isFinite(x) &&
			typeof y === 'number' &&
			Number.isFinite(y)
			? { x, y }
			: null
	} catch {
		return null
	}
}

/** The bounds of the box now, measured at its home (where it is, less its offset). */
function boundsOf(element: HTMLElement | null, current: BoxOffset): BoxBounds | null {
	if (!element) return null
	const rect = element.getBoundingClientRect()
	// The viewport without its scrollbar: what a fixed box is placed in.
	const { clientWidth: width, clientHeight: height } = document.documentElement
	return offsetBounds(
		{
			left: rect.left - current.x,
			top: rect.top - current.y,
			width: rect.width,
			height: rect.height,
		},
		{ width, height },
	)
}

export type FloatingBoxProps = {
	children: ReactNode
	/** The region's accessible name. Default: "Quick actions". */
	label?: string
	/** localStorage key of the position; one per box when a page has several. */
	storageKey?: string
}

export function FloatingBox({
	children,
	label,
	storageKey = FLOATING_BOX_STORAGE_KEY,
}: FloatingBoxProps) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const box = useRef<HTMLElement>(null)
	const [offset, setOffset] = useState<BoxOffset>(HOME)
	const drag = useRef<{ pointerId: number; x: number; y: number; from: BoxOffset } | null>(null)

	function save(next: BoxOffset) {
		try {
			if (next.x === 0 && next.y === 0) localStorage.removeItem(storageKey)
			else localStorage.setItem(storageKey, JSON.stringify(next))
		} catch {
			// Storage refused (private mode, quota): the box still moves, it is just not remembered.
		}
	}

	// Back where it was left, and back in view when the viewport shrinks.
	useEffect(() => {
		function fit(current: BoxOffset) {
			const bounds = boundsOf(box.current, current)
			return bounds ? clampOffset(current, bounds) : current
		}
		let stored: BoxOffset | null = null
		try {
			stored = parseStoredOffset(localStorage.getItem(storageKey))
		} catch {
			stored = null
		}
		if (stored) setOffset(fit(stored))
		const onResize = () => setOffset((current) => fit(current))
		window.addEventListener('resize', onResize)
		return () => window.removeEventListener('resize', onResize)
	}, [storageKey])

	function draggedTo(event: PointerEvent<HTMLButtonElement>) {
		const start = drag.current
		if (!start || start.pointerId !== event.pointerId) return null
		const moved = {
			x: start.from.x + event.clientX - start.x,
			y: start.from.y + event.clientY - start.y,
		}
		const bounds = boundsOf(box.current, offset)
		return bounds ? clampOffset(moved, bounds) : moved
	}

	return (
		<section
			ref={box}
			data-floating-box=""
			aria-label={label ?? t('list:floatingBox.label')}
			className="fixed right-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
			style={
				hydrated && (offset.x !== 0 || offset.y !== 0)
					? { transform: `translate(${offset.x}px, ${offset.y}px)` }
					: undefined
			}
		>
			{/* Only with JavaScript: without it the handle could not move anything. */}
			{hydrated ? (
				<button
					type="button"
					aria-label={t('list:floatingBox.move')}
					// touch-none: a finger on the handle drags the box instead of scrolling the page.
					className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 select-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 active:cursor-grabbing"
					onPointerDown={(event) => {
						if (event.button !== 0) return
						event.currentTarget.setPointerCapture(event.pointerId)
						drag.current = {
							pointerId: event.pointerId,
							x: event.clientX,
							y: event.clientY,
							from: offset,
						}
					}}
					onPointerMove={(event) => {
						const next = draggedTo(event)
						if (next) setOffset(next)
					}}
					onPointerUp={(event) => {
						const next = draggedTo(event)
						drag.current = null
						if (!next) return
						setOffset(next)
						save(next)
					}}
					onPointerCancel={() => {
						// The browser took the pointer over: the box stays where the last move left it.
						if (!drag.current) return
						drag.current = null
						save(offset)
					}}
					onLostPointerCapture={() => {
						drag.current = null
					}}
					onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
						if (event.altKey || event.ctrlKey || event.metaKey) return
						const bounds = boundsOf(box.current, offset)
						const next = bounds && keyboardMove(offset, event.key, event.shiftKey, bounds)
						if (!next) return
						// The arrows would scroll the page too.
						event.preventDefault()
						setOffset(next)
						save(next)
					}}
				>
					<svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
						{[4, 8, 12].flatMap((cy) =>
							[6, 10].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.25" />),
						)}
					</svg>
				</button>
			) : null}
			<div className="flex flex-wrap items-center gap-2">{children}</div>
		</section>
	)
}
