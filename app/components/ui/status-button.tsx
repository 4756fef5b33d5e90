import { useFormAction, useNavigation } from '@remix-run/react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from './button'

/**
 * Whether this page is posting a form right now (or loading what its answer redirected to): to
 * `formAction` (by default the route's own
 * action, as a `<Form>` without `action` posts) and, when given, with this `intent`. Without
 * JavaScript there is no client navigation, so it is never pending.
 */
export function useIsPending({
	formAction,
	formMethod = 'POST',
	intent,
}: { formAction?: string; formMethod?: 'POST' | 'GET'; intent?: string } = {}) {
	const routeAction = useFormAction()
	const navigation = useNavigation()
	return (
		navigation.state !== 'idle' &&
		navigation.formMethod === formMethod &&
		navigation.formAction === (formAction ?? routeAction) &&
		(intent === undefined || navigation.formData?.get('intent') === intent) &&
		!isValidationRoundTrip(navigation.formData)
	)
}

/**
 * Conform's check of a field by the action (`__intent__`, Conform's INTENT, holding
 * `{"type":"validate",…}`): what a form sends on leaving a field before its own validation has
 * loaded (use-on-demand.ts). It submits nothing, so the form's button stays usable meanwhile: a
 * click on it while the check was on its way landed on a disabled button and was lost.
 */
export function isValidationRoundTrip(formData: FormData | undefined): boolean {
	const intent = formData?.get('__intent__')
	if (typeof intent !== 'string') return false
	try {
		return (JSON.parse(intent) as { type?: unknown }).type === 'validate'
	} catch {
		return false
	}
}

export type StatusButtonProps = ButtonProps & {
	/** Where the form posts, when not to its route's own action (`<Form action="/logout">`). */
	formActionPath?: string
	/** Pending from elsewhere (a form that posts through a fetcher, say); else worked out here. */
	pending?: boolean
}

/**
 * The submit button of a form that posts. While its own submission is on its way (JS on) it is
 * disabled and busy, shows a spinner and says so to screen readers, its name unchanged; without
 * JS it is a plain submit button. A button with `name="intent"` is pending only for its intent.
 */
export const StatusButton = forwardRef<HTMLButtonElement, StatusButtonProps>(function StatusButton(
	{ formActionPath, pending: pendingProp, children, disabled, type = 'submit', ...props },
	ref,
) {
	const { t } = useTranslation('common')
	const intent =
		props.name === 'intent' && typeof props.value === 'string' ? props.value : undefined
	const navigating = useIsPending({ formAction: formActionPath ?? props.formAction, intent })
	const pending = pendingProp ?? navigating
	return (
		<>
			<Button
				ref={ref}
				type={type}
				disabled={disabled || pending}
				aria-busy={pending || undefined}
				{...props}
			>
				{pending ? <Spinner /> : null}
				{children}
			</Button>
			{pending ? (
				<span role="status" className="sr-only">
					{t('form.pending')}
				</span>
			) : null}
		</>
	)
})

function Spinner() {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			className="size-4 shrink-0 animate-spin"
			fill="none"
		>
			<circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
			<path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
		</svg>
	)
}
