import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { FloatingBox } from '~/components/floating-box'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { INVITE_PARAM } from '~/components/invite-param'
import { onDemandComponent } from '~/components/on-demand-component'
import { pageTitle } from '~/components/page-title'
import { PortalOverview } from '~/components/portal-overview/portal-overview'
import { buttonClassName } from '~/components/ui/button'
import {
	caixaCall,
	endpoints,
	handleCaixaRefusal,
	i18nServer,
	inviteConstraint,
	loadFilterBar,
	loadListRows,
	loadPortalOverview,
	lookUpUnitOptions,
	readListPage,
	readerLanguage,
	redirectWithToast,
	requireSession,
	searchUnitOptions,
	validateInvite,
} from './portal.server'
import { CashierRow, type PortalRow } from './cashier-row'
import { portalFilters } from './filters'
import { portalTabs, searchWith, tabOf, tabSearch } from './tabs'

export const handle = { i18n: ['common', 'portal', 'filter', 'list'] }

// The invite dialog's code (with Conform) comes only when the dialog opens, or is about to.
const InviteFriendDialog = onDemandComponent(() =>
	import('~/components/invite-friend-dialog').then((module) => module.InviteFriendDialog),
)

// The portal (spec §2 "/"): the signed-in person's cashiers, or the ones they audit, in an
// infinite list under a filter bar, with a floating box to create a cashier or invite a friend.

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const url = new URL(request.url)
	const tab = tabOf(url.searchParams)
	const bar = await loadFilterBar(request, portalFilters, {
		// No date filter here; the zone only matters to date ranges.
		timeZone: 'UTC',
		lookup: (_definition, ids) => lookUpUnitOptions({ token, request }, ids),
		search: (_definition, text) => searchUnitOptions({ token, request }, { query: text }),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const language = await readerLanguage(request)
	// The overview tops the cashiers tab: all the cashiers the person writes, whatever the list's
	// filters (it is the day's picture, the filters only narrow the list below it). A further page
	// of the list (the fetcher's batch) does not ask for it again. Read beside the list.
	const overview =
		tab === 'cashiers' && !readListPage(request).batch
			? loadPortalOverview({ token, request }, language)
			: Promise.resolve(null)
	const listed = loadListRows(request, async (offset, size) => {
		const params = new URLSearchParams(bar.apiParams)
		params.set('offset', String(offset))
		params.set('size', String(size))
		const { data: cashiers } = await caixaCall(endpoints[tab].list, {
			query: params,
			token,
			request,
		})
		return cashiers.map((cashier): PortalRow => ({
			id: cashier.id,
			name: cashier.name,
			unit: cashier.unit,
			balance: formatMoney(cashier.balance, cashier.currency, language),
		}))
	})
	const [{ rows, page }, overviewShown] = await Promise.all([listed, overview])
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('portal:title'),
		tab,
		filters: bar.filters,
		rows,
		page,
		overview: overviewShown,
		filtered: bar.apiParams.length > 0,
		inviting: url.searchParams.has(INVITE_PARAM),
		inviteConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'portal')
	const formData = await request.formData()
	if (formData.get('intent') !== 'invite') {
		return data({ result: undefined, error: t('common:form.errors.intent') }, { status: 400 })
	}
	const submission = validateInvite(formData, t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), error: undefined }, { status: 400 })
	}
	const { email } = submission.value
	try {
		await caixaCall(endpoints.accounts.invite, { token, body: { email }, request })
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			extra: { error: undefined },
			fieldErrors: (problem) => {
				if (problem.status !== 422) return undefined
				const fieldErrors = problem.fieldErrors()
				// The API's one refusal of a well-formed address: the inviter's own.
				if (fieldErrors.email) fieldErrors.email = [t('invite.yourself')]
				return fieldErrors
			},
			// The inviter's own cap (RATE_LIMITED) is "you sent many"; the API's cap on all its mail
			// (MAIL_LIMITED) is nobody's doing: the tail's "try again in N minutes".
			formErrors: (problem) =>
				problem.status === 429 && problem.code !== 'MAIL_LIMITED'
					? [t('invite.rateLimited')]
					: undefined,
		})
	}
	// Back to the same list without the dialog; the toast says so and plays the confetti.
	const url = new URL(request.url)
	return redirectWithToast(
		`${url.pathname}${searchWith(url.searchParams, { remove: [INVITE_PARAM] })}`,
		{
			type: 'success',
			title: t('invite.sent', { email }),
			celebrate: true,
		},
	)
}

export default function PortalRoute() {
	const { tab, filters, rows, page, overview, filtered, inviting, inviteConstraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('portal')
	const location = useLocation()
	const searchParams = new URLSearchParams(location.search)
	// The list starts again whenever the tab or a filter changes (not when a page is added).
	const resetKey = listKey(searchParams)

	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 pb-32 sm:p-6 sm:pb-32">
			<h1 className="text-2xl font-semibold">{t('title')}</h1>
			<nav aria-label={t('tabs.label')} className="flex gap-1 border-b border-slate-200">
				{portalTabs.map((each) => (
					<Link
						key={each}
						to={tabSearch(searchParams, each)}
						preventScrollReset
						aria-current={each === tab ? 'page' : undefined}
						className={`-mb-px border-b-2 px-4 py-2 font-medium ${
							each === tab
								? 'border-emerald-700 text-emerald-800'
								: 'border-transparent text-slate-700 hover:text-slate-900'
						}`}
					>
						{t(`tabs.${each}`)}
					</Link>
				))}
			</nav>
			{overview ? <PortalOverview overview={overview} /> : null}
			<FilterBar definitions={portalFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t(`list.${tab}`)}
				rows={rows}
				page={page}
				resetKey={resetKey}
				getKey={(row) => row.id}
				renderRow={(row) => <CashierRow row={row} tab={tab} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered
							? t('list.noMatches')
							: t(tab === 'auditors' ? 'list.emptyAuditors' : 'list.emptyCashiers')}
					</p>
				}
			/>
			<FloatingBox label={t('box.label')}>
				<Link to="/create/cashier" className={buttonClassName({ size: 'sm' })}>
					{t('box.createCashier')}
				</Link>
				<Link
					to={searchWith(searchParams, { add: INVITE_PARAM })}
					preventScrollReset
					onPointerEnter={InviteFriendDialog.preload}
					onFocus={InviteFriendDialog.preload}
					className={buttonClassName({ variant: 'secondary', size: 'sm' })}
				>
					{t('box.inviteFriend')}
				</Link>
			</FloatingBox>
			{inviting ? (
				<Suspense fallback={null}>
					<InviteFriendDialog
						lastResult={actionData?.result}
						constraint={inviteConstraint}
						closeHref={searchWith(searchParams, { remove: [INVITE_PARAM] }) || '/'}
					/>
				</Suspense>
			) : null}
		</section>
	)
}

/** The list's identity: everything in the query but the page and the dialog. */
function listKey(searchParams: URLSearchParams) {
	const key = new URLSearchParams(searchParams)
	key.delete(INVITE_PARAM)
	return listResetKey(`?${key}`)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
