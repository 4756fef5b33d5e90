import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatBrazilianDocument } from '@caixa/domain/brazilian-document'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ArchivePanel, NamedThingHeading } from '~/components/master-data/archive-panel'
import { UnitRecordsNav } from '~/components/master-data/unit-records-nav'
import { pageTitle } from '~/components/page-title'
import { archiveOrDelete, loadNamedThing } from '~/components/master-data/named-thing.server'

export const handle = { i18n: ['common', 'masterData'] }

// One client or supplier (spec §2 /unit/{unitId}/client-or-supplier/{id}): its details, a link to
// edit, archive / bring back / delete (refused with 409 while records name it, said in words).

function loadItem(request: Request, params: LoaderFunctionArgs['params']) {
	const { unitId = '', clientOrSupplierId = '' } = params
	return loadNamedThing(request, unitId, 'clients-or-suppliers', clientOrSupplierId)
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unit, thing: item } = await loadItem(request, params)
	return { unit, item }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, unit, thing: item } = await loadItem(request, params)
	const { name, kind, document, email, phone } = item
	return archiveOrDelete(request, {
		token,
		words: 'clientOrSupplier',
		things: 'clients-or-suppliers',
		unitId: unit.id,
		id: item.id,
		pagePath: `/unit/${unit.id}/client-or-supplier/${item.id}`,
		listPath: `/unit/${unit.id}/client-or-supplier`,
		name: item.name,
		fields: { name, kind, document, email, phone },
	})
}

export default function ClientOrSupplierRoute() {
	const { unit, item } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const none = t('clientOrSupplier.none')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="client-or-supplier" />
			<NamedThingHeading name={item.name} archived={item.archived} />
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
				<dt className="font-medium text-slate-700">{t('clientOrSupplier.kind')}</dt>
				<dd>{t(`clientOrSupplier.kinds.${item.kind}`)}</dd>
				<dt className="font-medium text-slate-700">{t('clientOrSupplier.document')}</dt>
				<dd className="tabular-nums">
					{item.document
						? `${item.documentType ? `${item.documentType} ` : ''}${
								item.documentType ? formatBrazilianDocument(item.document) : item.document
							}`
						: none}
				</dd>
				<dt className="font-medium text-slate-700">{t('clientOrSupplier.email')}</dt>
				<dd>{item.email ?? none}</dd>
				<dt className="font-medium text-slate-700">{t('clientOrSupplier.phone')}</dt>
				<dd>{item.phone ?? none}</dd>
			</dl>
			<ArchivePanel
				words="clientOrSupplier"
				archived={item.archived}
				error={actionData?.error}
				editTo={`/unit/${unit.id}/client-or-supplier/${item.id}/edit`}
				backTo={`/unit/${unit.id}/client-or-supplier`}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.item.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
