import { Form, Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { fullNameOf } from '~/components/avatar'
import { PersonSummary } from '~/components/collaborators/person'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import {
	type AuditorRow,
	type AuditorsData,
	CONFIRM_AUDITOR_PARAM,
	MORE_AUDITORS_PARAM,
} from './auditors-flow'
import { AuditorsInviteLink } from './auditors-invite-link'

/*
 * The cashier's auditors (DOMAIN.md "Auditors, reactions, comments"), on its settings
 * page for its owner and the unit's collaborators:
 * 1. The invite link, to send the accountant: a read-only field, and a copy button with JavaScript.
 * 2. Who asked to audit it (first) and who audits it: photo, name, e-mail, since when. A request
 *    is accepted at once ("Accept", a post); removing an auditor or declining a request takes two
 *    steps, so a slip takes no one's access away: "Remove" / "Decline" is a link to `?auditor={id}`
 *    (in the URL, so it works without JavaScript), where the row asks "Remove them?" with
 *    "Confirm" (a post) and "Cancel" (a link back).
 * Every step a link or a button, in keyboard order; after each post, back to the page with a
 * toast. The server half is auditors-form.server.ts.
 */
export function AuditorsSection({
	cashierName,
	auditors,
	error,
}: {
	cashierName: string
	auditors: AuditorsData
	/** The action's refusal, if any (auditorsErrorOf). */
	error: string | undefined
}) {
	const { t } = useTranslation('auditors')
	const titleId = useId()
	const location = useLocation()
	const moreHref = hrefWith(location, (params) => {
		params.delete(CONFIRM_AUDITOR_PARAM)
		params.set(MORE_AUDITORS_PARAM, String(auditors.steps + 1))
	})
	return (
		<section aria-labelledby={titleId} className="flex flex-col gap-4">
			<div className="flex flex-col gap-1">
				<h2 id={titleId} className="text-lg font-semibold">
					{t('section.title')}
				</h2>
				<p className="text-sm text-slate-700">{t('section.description')}</p>
			</div>
			<AuditorsInviteLink link={auditors.inviteLink} cashierName={cashierName} />
			<ErrorList errors={error ? [error] : []} />
			{auditors.rows.length === 0 ? (
				<p className="py-2 text-slate-700">{t('list.empty')}</p>
			) : (
				<ul aria-label={t('list.label', { name: cashierName })} className="flex flex-col">
					{auditors.rows.map((row) => (
						<li key={row.id} className="border-b border-slate-200 last:border-b-0">
							<AuditorItem
								row={row}
								timeZone={auditors.timeZone}
								confirming={row.id === auditors.confirming}
							/>
						</li>
					))}
				</ul>
			)}
			{auditors.more ? (
				<div>
					<Link
						to={moreHref}
						preventScrollReset
						className={buttonClassName({ variant: 'secondary', size: 'sm' })}
					>
						{t('list.more')}
					</Link>
				</div>
			) : null}
		</section>
	)
}

/** This page's URL with `change` made to its query. */
function hrefWith(
	location: { pathname: string; search: string },
	change: (params: URLSearchParams) => void,
) {
	const params = new URLSearchParams(location.search)
	change(params)
	const search = params.toString()
	return `${location.pathname}${search ? `?${search}` : ''}`
}

/** One auditor or request: who, since when, and what may be done with it. */
function AuditorItem({
	row,
	timeZone,
	confirming,
}: {
	row: AuditorRow
	timeZone: string
	confirming: boolean
}) {
	const { t, i18n } = useTranslation('auditors')
	const location = useLocation()
	const name = fullNameOf(row.name, row.surname)
	const pending = row.status === 'PENDING'
	// Removing an auditor and declining a request ask the same way; only the words differ.
	const step = pending ? 'decline' : 'remove'
	const day = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(
		new Date(row.since),
	)
	const askHref = hrefWith(location, (params) => params.set(CONFIRM_AUDITOR_PARAM, row.id))
	const cancelHref = hrefWith(location, (params) => params.delete(CONFIRM_AUDITOR_PARAM))
	const summary = (
		<div className="flex min-w-0 flex-1 items-center gap-3">
			<PersonSummary
				person={row}
				extra={
					<span className="text-xs text-slate-700">
						<span
							className={`mr-2 rounded px-1.5 py-0.5 font-medium ${
								pending ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
							}`}
						>
							{t(pending ? 'list.pending' : 'list.accepted')}
						</span>
						{t(pending ? 'list.askedOn' : 'list.since', { date: day })}
					</span>
				}
			/>
		</div>
	)
	if (confirming) {
		return (
			<div className="flex flex-col gap-2 py-2">
				<div className="flex items-center gap-3">{summary}</div>
				<Form
					method="post"
					preventScrollReset
					className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-3"
				>
					<input type="hidden" name="id" value={row.id} />
					<input type="hidden" name="name" value={name} />
					<p className="w-full text-sm text-slate-800">{t(`${step}.confirm`, { name })}</p>
					<StatusButton
						type="submit"
						name="intent"
						value={`${step}-auditor`}
						size="sm"
						variant="danger"
						// The step the person asked for: with JavaScript, the focus goes straight to it.
						// eslint-disable-next-line jsx-a11y/no-autofocus
						autoFocus
						aria-label={t(`${step}.yesLabel`, { name })}
					>
						{t(`${step}.yes`)}
					</StatusButton>
					<Link
						to={cancelHref}
						preventScrollReset
						className={buttonClassName({ variant: 'secondary', size: 'sm' })}
					>
						{t('cancel')}
					</Link>
				</Form>
			</div>
		)
	}
	return (
		<div className="flex flex-wrap items-center gap-3 py-2">
			{summary}
			<div className="flex gap-2">
				{pending ? (
					<Form method="post" preventScrollReset>
						<input type="hidden" name="id" value={row.id} />
						<StatusButton
							type="submit"
							name="intent"
							value="accept-auditor"
							size="sm"
							aria-label={t('accept.label', { name })}
						>
							{t('accept.start')}
						</StatusButton>
					</Form>
				) : null}
				<Link
					to={askHref}
					preventScrollReset
					aria-label={t(`${step}.label`, { name })}
					className={buttonClassName({ variant: 'secondary', size: 'sm' })}
				>
					{t(`${step}.start`)}
				</Link>
			</div>
		</div>
	)
}
