import { Form, Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'

/** `?leave`: the "Leave it?" step, in the URL, so that it works without JavaScript. */
export const LEAVE_PARAM = 'leave'

/** The namespaces that word leaving: a collaborator's, and an auditor's. */
export type LeaveWords = 'cashierSetting' | 'audit'

// Leaving takes the caller's own access away, so it is red, like removing a cashier.
/**
 * "Leave this cashier", for someone added to it alone: a link to the confirmation step
 * (`?leave`), then "Yes, leave it" (a post, `intent=leave`) or "Stay" (back without the query).
 * A slip takes nothing away, JavaScript or not. An auditor leaves the same way, in the words of
 * the auditor's view (`audit:leave.*`, "Stop auditing").
 */
export function LeaveSection({
	cashierName,
	confirming,
	error,
	ns = 'cashierSetting',
}: {
	cashierName: string
	confirming: boolean
	error: string | undefined
	ns?: LeaveWords
}) {
	// Only the namespace the page loads (its route's handle), each key written out whole, so that
	// the translations test finds every one.
	const { t } = useTranslation(ns)
	const location = useLocation()
	const titleId = useId()
	const words =
		ns === 'audit'
			? {
					title: t('audit:leave.title'),
					description: t('audit:leave.description'),
					confirm: t('audit:leave.confirm', { name: cashierName }),
					yes: t('audit:leave.yes'),
					no: t('audit:leave.no'),
					start: t('audit:leave.start'),
				}
			: {
					title: t('cashierSetting:leave.title'),
					description: t('cashierSetting:leave.description'),
					confirm: t('cashierSetting:leave.confirm', { name: cashierName }),
					yes: t('cashierSetting:leave.yes'),
					no: t('cashierSetting:leave.no'),
					start: t('cashierSetting:leave.start'),
				}
	return (
		<section
			aria-labelledby={titleId}
			className="flex flex-col items-start gap-2 rounded-md border border-red-200 bg-red-50 p-4"
		>
			<h2 id={titleId} className="text-lg font-medium text-red-900">
				{words.title}
			</h2>
			<p className="text-slate-800">{words.description}</p>
			{confirming ? (
				<Form method="post" className="flex flex-wrap items-center gap-3">
					<p className="w-full font-medium text-slate-900">{words.confirm}</p>
					<StatusButton type="submit" name="intent" value="leave" variant="danger">
						{words.yes}
					</StatusButton>
					<Link
						to={location.pathname}
						preventScrollReset
						className={buttonClassName({ variant: 'secondary' })}
					>
						{words.no}
					</Link>
				</Form>
			) : (
				<Link
					to={`?${LEAVE_PARAM}`}
					preventScrollReset
					className={buttonClassName({ variant: 'secondary' })}
				>
					{words.start}
				</Link>
			)}
			<ErrorList errors={error ? [error] : []} />
		</section>
	)
}
