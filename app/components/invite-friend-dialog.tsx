import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from './ui/button'
import { StatusButton } from './ui/status-button'
import { ErrorList, Field } from './ui/field'
import { useHydrated } from './use-hydrated'
import { useOnDemand } from './use-on-demand'

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data (invite-form.server.ts).
const loadValidation = () => import('./invite-validation')

export type InviteFriendDialogProps = {
	lastResult: SubmissionResult<string[]> | undefined
	/** The form's HTML constraints, from the loader (invite-form.server.ts). */
	constraint: NonNullable<Parameters<typeof useForm>[0]['constraint']>
	/** Where Cancel goes: the same page without the dialog. */
	closeHref: string
}

/*
 * The invite-a-friend dialog (spec §2): persistent while open — neither Escape nor a click
 * outside closes it, only Cancel or a sent invite (whose redirect drops the URL key, and whose
 * toast plays the confetti). With JavaScript it is a modal <dialog> (focus kept inside); without,
 * the same <dialog> shown open in the page, its form a plain post. Closed, it gives the focus
 * back to what opened it.
 */
export function InviteFriendDialog({ lastResult, constraint, closeHref }: InviteFriendDialogProps) {
	const { t } = useTranslation('portal')
	const hydrated = useHydrated()
	const dialogRef = useRef<HTMLDialogElement>(null)
	const cancel = useRef<HTMLAnchorElement>(null)
	const [validation, prepareValidation] = useOnDemand(loadValidation)
	const [form, fields] = useForm({
		id: 'invite-friend',
		lastResult,
		constraint,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation ? ({ formData }) => validation.validateInvite(formData, t) : undefined,
		// Lazily: a first check when the field is left, then again on each change.
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})

	// Cancel and a sent invite navigate, which takes the dialog out of the page and would leave
	// the focus on <body>: it goes back to the opener (the link that was focused when the dialog
	// came), or, when a page load opened it (its URL), to the page's main. Read before the effect
	// below moves the focus into the dialog.
	useEffect(() => {
		const opener = document.activeElement
		return () => {
			const back =
				opener instanceof HTMLElement && opener !== document.body && opener.isConnected
					? opener
					: document.getElementById('main')
			back?.focus()
		}
	}, [])

	useEffect(() => {
		const dialog = dialogRef.current
		if (!hydrated || !dialog || dialog.matches(':modal')) return
		// The server sent it open in the page; scripts make it modal.
		if (dialog.open) dialog.close()
		dialog.showModal()
	}, [hydrated])

	return (
		<dialog
			ref={dialogRef}
			open={hydrated ? undefined : true}
			aria-labelledby="invite-friend-title"
			onCancel={(event) => event.preventDefault()}
			// Chromium closes a dialog on a second Escape whatever onCancel says (its close watcher
			// lets a page refuse only once per user action): closed that way, it is a Cancel. (The
			// link is followed rather than the router called: useNavigate here cost every page's
			// first load 0.5 KB, its code moving out of the root's chunk.)
			onClose={(event) => {
				// Not the close of the effect above, which shows it again at once as a modal.
				if (!event.currentTarget.open) cancel.current?.click()
			}}
			className="fixed inset-0 z-40 m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
		>
			<Form
				method="post"
				className="flex flex-col gap-3"
				{...getFormProps(form)}
				onFocus={prepareValidation}
				onPointerEnter={prepareValidation}
			>
				<h2 id="invite-friend-title" className="text-lg font-semibold">
					{t('invite.title')}
				</h2>
				<p className="text-sm text-slate-700">{t('invite.description')}</p>
				<input type="hidden" name="intent" value="invite" />
				<Field
					label={t('invite.email')}
					inputProps={{
						...getInputProps(fields.email, { type: 'email' }),
						autoComplete: 'email',
						autoFocus: true,
					}}
					errors={fields.email.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex justify-end gap-3">
					<Link
						ref={cancel}
						to={closeHref}
						replace
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('invite.cancel')}
					</Link>
					<StatusButton type="submit">{t('invite.submit')}</StatusButton>
				</div>
			</Form>
		</dialog>
	)
}
