import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { CollaboratorsSection } from '~/components/collaborators/collaborators-section'
import { collaboratorsErrorOf } from '~/components/collaborators/flow'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ArchivedBadge } from '~/components/master-data/unit-records-nav'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ArchivedCashierNote } from '~/components/unit-cashiers/archived-cashier'
import {
	type CollaboratorPaths,
	collaboratorPaths,
	collaboratorsAction,
	loadPeople,
} from '~/components/collaborators/collaborators-form.server'
import { apiUnavailable } from '~/server/caixa-refusal.server'
import { endpoints } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { bringBackFromPage, loadUnitCashier } from '~/components/unit-cashiers/unit-cashiers.server'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unitCashier', 'collaborators', 'list', 'masterData'] }

// A cashier of a unit (spec §2 "/unit/{unitId}/cashier/{cashierId}"): its figures, the way into
// its books (/cashier/{id}), and — for the unit's owner — the people who use this cashier alone,
// through the one collaborators flow. An archived one says so, and its owner may bring it back
// here (`intent=unarchive`, a plain post).

function pathsOf(params: { unitId?: string; cashierId?: string }): CollaboratorPaths {
	return collaboratorPaths(endpoints.units.cashiers.collaborators, {
		unitId: requireParam(params, 'unitId'),
		cashierId: requireParam(params, 'cashierId'),
	})
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const call = { token, request }
	const unitId = requireParam(params, 'unitId')
	const cashier = await loadUnitCashier(call, unitId, requireParam(params, 'cashierId'))
	const owner = cashier.role === 'OWNER'
	const people = owner
		? await loadPeople(call, profile, pathsOf({ unitId, cashierId: cashier.id }))
		: { rows: [], page: 1, people: null }
	return { unitId, cashier, owner, ...people }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unitCashier')
	const formData = await request.formData()
	if (formData.get('intent') === 'unarchive') {
		try {
			return await bringBackFromPage(
				{ token, request },
				requireParam(params, 'unitId'),
				requireParam(params, 'cashierId'),
			)
		} catch (error) {
			// The API could not bring it back just now: the page again, saying so on the note.
			const unavailable = apiUnavailable(error, t)
			if (!unavailable) throw error
			return data({ unarchiveError: unavailable.message }, { status: unavailable.status })
		}
	}
	return collaboratorsAction({ token, request }, formData, {
		t,
		self: profile.id,
		paths: pathsOf(params),
		scope: 'cashier',
	})
}

export default function UnitCashierRoute() {
	const { unitId, cashier, owner, rows, page, people } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('unitCashier')
	const money = (amount: number) => formatMoney(amount, cashier.currency, i18n.language)
	const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' })
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
			<div>
				<Link
					to={`/unit/${unitId}/cashier`}
					className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
				>
					← {t('detail.back')}
				</Link>
			</div>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<div className="flex flex-wrap items-center gap-3">
					<h1 className="text-2xl font-semibold">{cashier.name}</h1>
					{cashier.archived ? <ArchivedBadge /> : null}
				</div>
				<div className="flex flex-wrap gap-2">
					<Link to={`/cashier/${cashier.id}`} className={buttonClassName({ size: 'sm' })}>
						{t('detail.books')}
					</Link>
					{owner ? (
						<Link
							to={`/unit/${unitId}/cashier/${cashier.id}/edit`}
							className={buttonClassName({ variant: 'secondary', size: 'sm' })}
						>
							{t('detail.edit')}
						</Link>
					) : null}
				</div>
			</div>
			{cashier.archived ? (
				<ArchivedCashierNote
					owner={owner}
					error={
						actionData && 'unarchiveError' in actionData ? actionData.unarchiveError : undefined
					}
				/>
			) : null}
			<section aria-labelledby="figures" className="flex flex-col gap-2">
				<h2 id="figures" className="text-lg font-medium">
					{t('detail.figures')}
				</h2>
				<dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-slate-800">
					<dt className="font-medium">{t('detail.balance')}</dt>
					<dd className="tabular-nums">{money(cashier.balance)}</dd>
					<dt className="font-medium">{t('detail.openingBalance')}</dt>
					<dd className="tabular-nums">{money(cashier.openingBalance)}</dd>
					<dt className="font-medium">{t('detail.openingDate')}</dt>
					<dd>{date.format(new Date(`${cashier.openingDate}T00:00:00Z`))}</dd>
				</dl>
			</section>
			{owner && people ? (
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
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.cashier.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
