import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { readerLanguage } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { loadUnitXRay } from '~/components/units/units.server'
import { loadXRayStockFigures } from './stock-figures.server'
import { type Tile, TileGrid } from './tiles'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unit', 'cogs'] }

// The x-ray menu (spec §1 "the unit screen is labelled as an x-ray menu"): a tile for every screen
// of the unit with the figures that exist so far, the balance of each cashier, and the unit's
// details. Report tiles link to the reports built so far (the others are marked to come); their
// figures will come in `figures` of GET /units/{id}/full. Transfers, stock and COGS have their own
// calls, made once the unit's zone is known (their month is the unit's), side by side.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const language = await readerLanguage(request)
	const xray = await loadUnitXRay({ token, request }, requireParam(params, 'unitId'), language)
	const stock = await loadXRayStockFigures({ token, request }, xray.unit, language)
	return { ...xray, stock }
}

export default function UnitXRayRoute() {
	const { unit, figures, cashiers, stock } = useLoaderData<typeof loader>()
	const { t } = useTranslation('unit')
	const { t: tc } = useTranslation('cogs')
	const unavailable = [tc('xray.unavailable')]
	const base = `/unit/${unit.id}`
	const owner = unit.role === 'OWNER'
	const screens: Tile[] = [
		{
			key: 'cashiers',
			title: t('xray.cashiers'),
			to: `${base}/cashier`,
			lines: [
				t('xray.cashiersCount', { count: figures.cashiers }),
				t('xray.balance', { amount: figures.balance }),
			],
		},
		{
			key: 'categories',
			title: t('xray.categories'),
			to: `${base}/category`,
			lines: [t('xray.categoriesCount', { count: figures.categories })],
		},
		{
			key: 'clients-or-suppliers',
			title: t('xray.clientsOrSuppliers'),
			to: `${base}/client-or-supplier`,
			lines: [t('xray.clientsOrSuppliersCount', { count: figures.clientsOrSuppliers })],
		},
		{
			key: 'products',
			title: t('xray.products'),
			to: `${base}/product`,
			lines: [t('xray.productsCount', { count: figures.products })],
		},
		{
			key: 'transfers',
			title: t('xray.transfers'),
			to: `${base}/transfer`,
			lines: stock.transfers
				? [
						tc('xray.transfersCount', { count: stock.transfers.count }),
						tc('xray.transfersAmount', { amount: stock.transfers.amount }),
					]
				: unavailable,
		},
		{
			key: 'inventory',
			title: t('xray.inventory'),
			to: `${base}/inventory`,
			lines: stock.stockValue ? [tc('xray.stockValue', { amount: stock.stockValue })] : unavailable,
		},
		{
			key: 'cogs',
			title: t('xray.cogs'),
			to: `${base}/cogs`,
			lines: stock.cogs ? [tc('xray.cogsMonth', { amount: stock.cogs })] : unavailable,
		},
		// Editing the unit and its collaborators is the owner's (DOMAIN.md "Roles").
		...(owner
			? [
					{
						key: 'settings',
						title: t('xray.settings'),
						to: `${base}/settings`,
						lines: [
							t('xray.settingsHint'),
							t('xray.collaboratorsCount', { count: figures.collaborators }),
						],
					},
					{ key: 'edit', title: t('xray.edit'), to: `${base}/edit`, lines: [t('xray.editHint')] },
				]
			: []),
	]
	// The reports: a tile links to its screen once the screen exists; the others are still to come.
	const reports: Partial<Record<string, string>> = {
		report: `${base}/report`,
		cashFlow: `${base}/cash-flow`,
		cashFlowCalendar: `${base}/cash-flow-calendar`,
		generalReport: `${base}/general-report`,
	}
	const later: Tile[] = (['report', 'cashFlow', 'cashFlowCalendar', 'generalReport'] as const).map(
		(key) => ({ key, title: t(`xray.${key}`), to: reports[key], lines: [] }),
	)

	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{unit.name}</h1>
				<p className="text-slate-700">
					{t('xray.title')} · {t(`list.role.${unit.role}`)}
				</p>
			</div>
			<TileGrid label={t('xray.tiles')} tiles={screens} soon={t('xray.soon')} />

			<section aria-labelledby="xray-balances" className="flex flex-col gap-2">
				<h2 id="xray-balances" className="text-lg font-semibold">
					{t('xray.cashierBalances')}
				</h2>
				{cashiers.length === 0 ? (
					<p className="text-slate-700">{t('xray.noCashiers')}</p>
				) : (
					<table className="w-full max-w-xl text-left">
						<tbody>
							{cashiers.map((cashier) => (
								<tr key={cashier.id} className="border-b border-slate-200">
									<th scope="row" className="py-2 font-normal">
										<Link
											to={`/cashier/${cashier.id}`}
											className="underline-offset-2 hover:underline"
										>
											{cashier.name}
										</Link>
									</th>
									<td className="py-2 text-right tabular-nums">{cashier.balance}</td>
								</tr>
							))}
						</tbody>
					</table>
				)}
				{figures.cashiers > cashiers.length ? (
					<p className="text-sm text-slate-700">
						{t('xray.moreCashiers', { shown: cashiers.length, count: figures.cashiers })}
					</p>
				) : null}
			</section>

			<section aria-labelledby="xray-later" className="flex flex-col gap-2">
				<h2 id="xray-later" className="text-lg font-semibold">
					{t('xray.reports')}
				</h2>
				<TileGrid label={t('xray.reports')} tiles={later} soon={t('xray.soon')} />
			</section>

			<section aria-labelledby="xray-details" className="flex flex-col gap-2">
				<h2 id="xray-details" className="text-lg font-semibold">
					{t('xray.details')}
				</h2>
				<dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
					{(
						[
							['country', unit.country],
							['currency', unit.currency],
							['timezone', unit.timezone],
							['document', unit.document],
							['address', unit.address],
							['phone', unit.phone],
							['email', unit.email],
						] as const
					).map(([key, value]) => (
						<div key={key} className="contents">
							<dt className="font-medium text-slate-800">{t(`xray.${key}`)}</dt>
							<dd className="text-slate-700">{value ?? t('xray.none')}</dd>
						</div>
					))}
				</dl>
			</section>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.unit.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
