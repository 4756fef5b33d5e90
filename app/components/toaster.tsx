import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { celebrate } from './confetti'
import { Button } from './ui/button'
import { useHydrated } from './use-hydrated'

/** How long a toast stays (spec §9: notifications time out after 5000 ms). */
export const TOAST_DURATION_MS = 5000

export type ToastType = 'success' | 'error' | 'info'

export type Toast = {
	id: string
	type: ToastType
	title: string
	description?: string
	celebrate?: boolean
}

export type ToasterProps = { toast: Toast | null }

// The fade-out is CSS (app/tailwind.css, [data-toast]), so it also happens with JavaScript off.

const typeClassName: Record<ToastType, string> = {
	success: 'border-l-emerald-700',
	error: 'border-l-red-700',
	info: 'border-l-sky-700',
}

/**
 * Shows the flash toast at the top of the viewport: across it on a phone, in the top right corner
 * on a wider screen. A toast follows something the person did (a save, a switch), and what they
 * do next is at the bottom: the floating box sits in the bottom right corner, a form's submit
 * button at its end, the rows they scroll through. At the top it lies over the page's header
 * (title, nav, profile menu), which a person just back from a post does not need for these few
 * seconds, and which the header's height keeps the card mostly within; it never covers the
 * floating box, which can be moved but starts at the bottom. A toast that was closed (or timed
 * out) stays closed; a toast with a new id shows again.
 */
export function Toaster({ toast }: ToasterProps) {
	const [dismissedId, setDismissedId] = useState<string | null>(null)
	if (!toast || toast.id === dismissedId) return null
	return (
		<div className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-2 sm:justify-end sm:p-4">
			{/* Keyed by id so a new toast restarts its animation and its timer. */}
			<ToastCard key={toast.id} toast={toast} onDismiss={() => setDismissedId(toast.id)} />
		</div>
	)
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	// Once per toast: the card is keyed by the toast's id.
	useEffect(() => {
		if (toast.celebrate) void celebrate()
	}, [toast.celebrate])
	const [hovered, setHovered] = useState(false)
	const [focused, setFocused] = useState(false)
	useDismissTimer(hovered || focused, onDismiss)

	const isError = toast.type === 'error'
	return (
		<div
			data-toast=""
			// An error interrupts (alert); success and info wait for a pause in speech.
			role={isError ? 'alert' : 'status'}
			aria-live={isError ? undefined : 'polite'}
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setFocused(true)}
			onBlur={(event: FocusEvent<HTMLDivElement>) => {
				// Focus moving between the toast's own controls still counts as focused.
				if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
			}}
			style={{ '--toast-duration': `${TOAST_DURATION_MS}ms` } as CSSProperties}
			className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border border-l-4 border-slate-200 bg-white p-4 text-slate-900 shadow-lg ${typeClassName[toast.type]}`}
		>
			<div className="flex min-w-0 flex-1 flex-col gap-1">
				<p className="font-semibold">{toast.title}</p>
				{toast.description ? <p className="text-sm text-slate-700">{toast.description}</p> : null}
			</div>
			{/* Only with JavaScript: without it the button could do nothing, and the CSS fade
			removes the toast anyway. */}
			{hydrated ? (
				<Button
					type="button"
					variant="ghost"
					size="icon"
					onClick={onDismiss}
					aria-label={t('toast.close')}
					className="-my-1 shrink-0"
				>
					<svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
						<path
							d="M4 4l8 8M12 4l-8 8"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
						/>
					</svg>
				</Button>
			) : null}
		</div>
	)
}

/**
 * Calls onDone after TOAST_DURATION_MS of unpaused time, in step with the CSS animation, which
 * pauses on the same hover and focus.
 */
function useDismissTimer(paused: boolean, onDone: () => void) {
	const remainingMs = useRef(TOAST_DURATION_MS)
	// The latest callback, without restarting the timer each render.
	const onDoneRef = useRef(onDone)
	useEffect(() => {
		onDoneRef.current = onDone
	})
	useEffect(() => {
		if (paused) return
		const startedAt = Date.now()
		const timer = setTimeout(() => onDoneRef.current(), Math.max(0, remainingMs.current))
		return () => {
			clearTimeout(timer)
			remainingMs.current -= Date.now() - startedAt
		}
	}, [paused])
}
