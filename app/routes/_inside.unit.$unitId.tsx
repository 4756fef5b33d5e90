import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { requireSession } from '~/server/session.server'
import { loadUnitOfLayout } from '~/components/units/units.server'
import { loadUnitThroughCashiers } from '~/components/transfer/transfer-reach.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unit'] }

// The frame of every /unit/{unitId}/… page: a breadcrumb back to the units and to this unit's
// x-ray. Light on purpose: one call for the unit, and its pages load what they show themselves
// (nested loaders run in parallel). Its children read the unit (its currency and zone, the
// caller's role) with useUnitOfLayout().
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const unitId = requireParam(params, 'unitId')
	try {
		return { unit: await loadUnitOfLayout(caller, unitId) }
	} catch (refusal) {
		// A cashier's collaborator may not see the unit, but may move money between the cashiers
		// they write (DOMAIN.md "Roles"): the transfer pages alone let them in, with the unit as
		// their cashiers tell it; every other page of the unit stays a 404 to them, here as in its
		// own loader's API calls.
		const mayTransfer =
			refusal instanceof Response &&
			refusal.status === 404 &&
			TRANSFER_PAGES.test(new URL(request.url).pathname)
		if (!mayTransfer) throw refusal
		const unit = await loadUnitThroughCashiers(caller, unitId)
		return {
			unit: {
				id: unit.id,
				name: unit.name,
				photo: unit.photo,
				currency: unit.currency,
				timezone: unit.timezone,
				role: unit.role,
			},
		}
	}
}

/** /unit/{unitId}/transfer and below (`.data` when Remix fetches a page's loaders). */
const TRANSFER_PAGES = /^\/unit\/[^/]+\/transfer(?:[/.]|$)/

export type UnitOfLayout = Awaited<ReturnType<typeof loader>>['unit']

/** The unit of the /unit/{unitId} layout, for the pages inside it. */
export function useUnitOfLayout(): UnitOfLayout {
	const data = useRouteLoaderData<typeof loader>('routes/_inside.unit.$unitId')
	if (!data) throw new Error('useUnitOfLayout is for pages inside /unit/{unitId}')
	return data.unit
}

export default function UnitLayoutRoute() {
	const { unit } = useLoaderData<typeof loader>()
	const { t } = useTranslation('unit')
	return (
		<div className="flex flex-col">
			<nav
				aria-label={t('breadcrumb.label')}
				className="mx-auto w-full max-w-5xl px-4 pt-4 sm:px-6"
			>
				<ol className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
					<li>
						<Link to="/unit" className="underline-offset-2 hover:underline">
							{t('breadcrumb.units')}
						</Link>
					</li>
					<li aria-hidden="true">›</li>
					<li className="flex items-center gap-2">
						<Avatar name={unit.name} photo={photoUrl(unit.photo, 'SAMPLE')} size={24} label="" />
						{/* The x-ray is a 404 to a cashier's collaborator: their unit is a name. */}
						{unit.role === 'CASHIER_COLLABORATOR' ? (
							<span className="font-medium text-slate-900">{unit.name}</span>
						) : (
							<Link
								to={`/unit/${unit.id}`}
								className="font-medium text-slate-900 underline-offset-2 hover:underline"
							>
								{unit.name}
							</Link>
						)}
					</li>
				</ol>
			</nav>
			<Outlet />
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.unit.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
