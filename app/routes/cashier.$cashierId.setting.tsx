import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatMoneyInput } from '@caixa/domain/money-format'
import { auditorsErrorOf, isAuditorIntent } from '~/components/cashier-setting/auditors-flow'
import { auditorsAction, loadAuditors } from '~/components/cashier-setting/auditors-form.server'
import { AuditorsSection } from '~/components/cashier-setting/auditors-section'
import { CashierDetailsForm } from '~/components/cashier-setting/details-form'
import { LEAVE_PARAM, LeaveSection } from '~/components/cashier-setting/leave-section'
import { CollaboratorsSection } from '~/components/collaborators/collaborators-section'
import { collaboratorsErrorOf } from '~/components/collaborators/flow'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type Translate } from '~/components/form-errors'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { cashierConstraint, validateCashier } from '~/components/unit-cashiers/cashier-form.server'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { type Caller, caixaCall, endpoints } from '~/server/caixa.server'
import {
	cashierCollaboratorPaths,
	cashierDetailsRefusal,
	leaveCashier,
	loadCashierSetting,
} from '~/components/cashier-setting/cashier-setting.server'
import {
	collaboratorsAction,
	loadPeople,
} from '~/components/collaborators/collaborators-form.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = {
	i18n: ['common', 'ledger', 'unitCashier', 'collaborators', 'list', 'cashierSetting', 'auditors'],
}

// The cashier's setting (spec §2 "/cashier/{cashierId}/setting", named route Cashier-Setting).
// Each person sees what they may do only (DOMAIN.md "Roles"):
// - the unit's owner edits the name, opening balance and opening date (PUT on the unit's cashier;
//   the balance moves by as much as the opening balance, and the layout's header follows, as its
//   loader runs again after the post), manages who uses this cashier alone (the one collaborators
//   flow), and is pointed at the unit's page to archive or remove it;
// - a unit or company collaborator reads its figures and is told that the unit's owner decides who
//   works there (they reach every cashier of the unit and cannot leave just this one);
// - someone added to this cashier alone reads its figures and may leave it, in two steps
//   (`?leave`, then a post), which ends on the portal, where it is no longer listed;
// - the owner and the unit's collaborators share the invite link with auditors and accept, remove
//   or decline them (auditors-section.tsx).

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const caller = { token, request }
	const { cashier, access } = await loadCashierSetting(caller, requireParam(params, 'cashierId'))
	const locale = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	const [people, auditors] = await Promise.all([
		access === 'OWNER'
			? loadPeople(caller, profile, cashierCollaboratorPaths(cashier))
			: { rows: [], page: 1, people: null },
		access === 'CASHIER_COLLABORATOR' ? null : loadAuditors(caller, cashier),
	])
	return {
		access,
		cashier: {
			id: cashier.id,
			name: cashier.name,
			unit: { id: cashier.unit.id, name: cashier.unit.name },
			currency: cashier.currency,
			balance: cashier.balance,
			openingBalance: cashier.openingBalance,
			openingDate: cashier.openingDate,
		},
		// As the form shows money to be typed again, in the reader's decimal separator.
		defaults: {
			name: cashier.name,
			openingBalance: formatMoneyInput(cashier.openingBalance, cashier.currency, locale),
			openingDate: cashier.openingDate,
		},
		confirmingLeave: new URL(request.url).searchParams.has(LEAVE_PARAM),
		constraint: cashierConstraint(t, cashier.currency),
		auditors,
		...people,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const caller = { token, request }
	const t = await i18nServer.getFixedT(request, 'cashierSetting')
	const { cashier, access } = await loadCashierSetting(caller, requireParam(params, 'cashierId'))
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (isAuditorIntent(intent)) {
		// Not shown to a cashier collaborator, whom the API refuses too: the page's 404.
		if (access === 'CASHIER_COLLABORATOR') throw notFound()
		return auditorsAction(caller, formData, { cashier, t })
	}
	switch (intent) {
		case 'save':
			return save(formData, { caller, cashier, t })
		case 'leave':
			return leaveCashier(caller, cashier, t)
		default:
			// add / remove a collaborator (anything else is refused there, 400).
			return collaboratorsAction(caller, formData, {
				t,
				self: profile.id,
				paths: cashierCollaboratorPaths(cashier),
				scope: 'cashier',
			})
	}
}

async function save(
	formData: FormData,
	{
		caller,
		cashier,
		t,
	}: {
		caller: Caller
		cashier: { id: string; unit: { id: string }; currency: string }
		t: Translate
	},
) {
	const submission = validateCashier(formData, t, cashier.currency)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		// Left out, `archived` stays as it is: an archived cashier's settings may still be corrected.
		const { data: saved } = await caixaCall(endpoints.units.cashiers.update, {
			params: { unitId: cashier.unit.id, cashierId: cashier.id },
			token: caller.token,
			body: submission.value,
			request: caller.request,
		})
		return redirectWithToast(new URL(caller.request.url).pathname, {
			type: 'success',
			title: t('details.saved', { name: saved.name }),
		})
	} catch (error) {
		// Not the owner: the unit's API answers 404, and so does the page.
		return handleCaixaRefusal(caller.request, submission, error, cashierDetailsRefusal(t))
	}
}

/** The leave section's refusal (cashier-setting.server.ts leaveCashier), if it is one. */
function leaveErrorOf(actionData: unknown): string | undefined {
	return typeof actionData === 'object' &&
		actionData !== null &&
		'leaveError' in actionData &&
		typeof actionData.leaveError === 'string'
		? actionData.leaveError
		: undefined
}

export default function CashierSettingRoute() {
	const { access, cashier, defaults, confirmingLeave, rows, page, people, constraint, auditors } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('cashierSetting')
	const auditorsSection = auditors ? (
		<AuditorsSection
			cashierName={cashier.name}
			auditors={auditors}
			error={auditorsErrorOf(actionData)}
		/>
	) : null
	return (
		<section className="mx-auto flex w-full max-w-3xl flex-col gap-8 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('title', { name: cashier.name })}</h1>
			{access === 'OWNER' ? (
				<>
					<CashierDetailsForm
						// A save redirects back here: new stored values make a new form, showing them as
						// stored (Conform keeps what was typed while its inputs live).
						key={`${defaults.name}|${defaults.openingBalance}|${defaults.openingDate}`}
						currency={cashier.currency}
						defaults={defaults}
						constraint={constraint}
						lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
					/>
					{people ? (
						<CollaboratorsSection
							scope="cashier"
							title={t('people.title')}
							description={t('people.description')}
							rows={rows}
							page={page}
							people={people}
							error={collaboratorsErrorOf(actionData)}
						/>
					) : null}
					{auditorsSection}
					<UnitPointer
						title={t('unit.title')}
						description={t('unit.description')}
						to={`/unit/${cashier.unit.id}/cashier/${cashier.id}`}
						label={t('unit.link', { unit: cashier.unit.name })}
					/>
				</>
			) : (
				<>
					<CashierFigures cashier={cashier} />
					{access === 'UNIT_COLLABORATOR' ? (
						<>
							{auditorsSection}
							<UnitPointer
								title={t('unitCollaborator.title')}
								description={t('unitCollaborator.description', { unit: cashier.unit.name })}
								to={`/unit/${cashier.unit.id}`}
								label={t('unitCollaborator.link', { unit: cashier.unit.name })}
							/>
						</>
					) : (
						<LeaveSection
							cashierName={cashier.name}
							confirming={confirmingLeave}
							error={leaveErrorOf(actionData)}
						/>
					)}
				</>
			)}
		</section>
	)
}

/** What a collaborator may read of the cashier's settings. */
function CashierFigures({
	cashier,
}: {
	cashier: {
		unit: { name: string }
		currency: string
		balance: number
		openingBalance: number
		openingDate: string
	}
}) {
	const { t, i18n } = useTranslation('cashierSetting')
	const money = (amount: number) => formatMoney(amount, cashier.currency, i18n.language)
	// A calendar date: formatted at UTC midnight, so no zone moves it to another day.
	const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' })
	return (
		<section aria-labelledby="cashier-figures" className="flex flex-col gap-2">
			<h2 id="cashier-figures" className="text-lg font-semibold">
				{t('figures.title')}
			</h2>
			<dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-slate-800">
				<dt className="font-medium">{t('figures.unit')}</dt>
				<dd>{cashier.unit.name}</dd>
				<dt className="font-medium">{t('figures.balance')}</dt>
				<dd className="tabular-nums">{money(cashier.balance)}</dd>
				<dt className="font-medium">{t('figures.openingBalance')}</dt>
				<dd className="tabular-nums">{money(cashier.openingBalance)}</dd>
				<dt className="font-medium">{t('figures.openingDate')}</dt>
				<dd>{date.format(new Date(`${cashier.openingDate}T00:00:00Z`))}</dd>
			</dl>
		</section>
	)
}

/** A short section that sends the reader to the unit, where the thing they want is done. */
function UnitPointer({
	title,
	description,
	to,
	label,
}: {
	title: string
	description: string
	to: string
	label: string
}) {
	return (
		<section aria-label={title} className="flex flex-col items-start gap-2">
			<h2 className="text-lg font-semibold">{title}</h2>
			<p className="text-sm text-slate-700">{description}</p>
			<Link to={to} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
				{label}
			</Link>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.cashier.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
