import { Form, Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'

/** `?leave`: the "Leave it?" step, in the URL, so that it works without JavaScript. */
export const LEAVE_PARAM = 'leave'

// Leaving takes the caller's own access away, so it is red, like removing a cashier.
/**
 * "Leave this cashier", for someone added to it alone: a link to the confirmation step
 * (`?leave`), then "Yes, leave it" (a post, `intent=leave`) or "Stay" (back without the query).
 * A slip takes nothing away, JavaScript or not.
 */
export function LeaveSection({
	cashierName,
	confirming,
	error,
}: {
	cashierName: string
	confirming: boolean
	error: string | undefined
}) {
	const { t } = useTranslation('cashierSetting')
	const location = useLocation()
	const titleId = useId()
	return (
		<section
			aria-labelledby={titleId}
			className="flex flex-col items-start gap-2 rounded-md border border-red-200 bg-red-50 p-4"
		>
			<h2 id={titleId} className="text-lg font-medium text-red-900">
				{t('leave.title')}
			</h2>
			<p className="text-slate-800">{t('leave.description')}</p>
			{confirming ? (
				<Form method="post" className="flex flex-wrap items-center gap-3">
					<p className="w-full font-medium text-slate-900">
						{t('leave.confirm', { name: cashierName })}
					</p>
					<StatusButton type="submit" name="intent" value="leave" variant="danger">
						{t('leave.yes')}
					</StatusButton>
					<Link
						to={location.pathname}
						preventScrollReset
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('leave.no')}
					</Link>
				</Form>
			) : (
				<Link
					to={`?${LEAVE_PARAM}`}
					preventScrollReset
					className={buttonClassName({ variant: 'secondary' })}
				>
					{t('leave.start')}
				</Link>
			)}
			<ErrorList errors={error ? [error] : []} />
		</section>
	)
}
