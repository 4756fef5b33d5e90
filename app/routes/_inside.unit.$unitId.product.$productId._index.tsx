import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { NamedThingHeading } from '~/components/master-data/archive-panel'
import { UnitRecordsNav } from '~/components/master-data/unit-records-nav'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadNamedThing } from '~/components/master-data/named-thing.server'

export const handle = { i18n: ['common', 'masterData'] }

// One product or service (/unit/{unitId}/product/{productId}; spec §2 has no product screens,
// the category's are the model): what it is, read-only, with a link to edit it. Unlike a
// category's page this one holds no actions: archiving and bringing back sit on the edit page
// beside the fields, and there is no delete (the API keeps products, records may hold them).

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unitId = '', productId = '' } = params
	const { unit, thing: product } = await loadNamedThing(request, unitId, 'products', productId)
	return { unit, product }
}

export default function ProductRoute() {
	const { unit, product } = useLoaderData<typeof loader>()
	const { t, i18n } = useTranslation('masterData')
	const money = (amount: number) => formatMoney(amount, product.currency, i18n.language)
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="product" />
			<NamedThingHeading name={product.name} archived={product.archived} />
			{product.archived ? <p className="text-slate-700">{t('product.archivedNote')}</p> : null}
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
				<dt className="font-medium text-slate-700">{t('product.details.sku')}</dt>
				<dd>{product.sku ?? t('product.details.noSku')}</dd>
				<dt className="font-medium text-slate-700">{t('product.details.kind')}</dt>
				<dd>{t(`product.kinds.${product.kind}`)}</dd>
				<dt className="font-medium text-slate-700">{t('product.details.price')}</dt>
				<dd className="tabular-nums">{money(product.unitPrice)}</dd>
				<dt className="font-medium text-slate-700">{t('product.details.cost')}</dt>
				<dd className="tabular-nums">{money(product.unitCost)}</dd>
				<dt className="font-medium text-slate-700">{t('product.details.tracksStock')}</dt>
				<dd>{t(product.tracksStock ? 'product.details.yes' : 'product.details.no')}</dd>
				<dt className="font-medium text-slate-700">{t('product.details.state')}</dt>
				<dd>{t(product.archived ? 'state.ARCHIVED' : 'state.LIVE')}</dd>
			</dl>
			<div className="flex flex-wrap gap-3">
				<Link
					to={`/unit/${unit.id}/product/${product.id}/edit`}
					className={buttonClassName({ variant: 'secondary' })}
				>
					{t('product.edit')}
				</Link>
			</div>
			<Link to={`/unit/${unit.id}/product`} className="text-emerald-800 underline">
				{t('product.back')}
			</Link>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.product.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
