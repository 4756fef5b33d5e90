import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type ClientOrSupplier } from '@caixa/contract/client-or-supplier'
import { clientOrSupplierKinds } from '@caixa/contract/master-data-kinds'
import { formatBrazilianDocument } from '@caixa/domain/brazilian-document'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import {
	clientOrSupplierFieldErrors,
	ClientOrSupplierFields,
} from '~/components/master-data/client-or-supplier-fields'
import { nameFilter, stateFilter } from '~/components/master-data/named-thing-filters'
import { NamedThingListPage, NamedThingRow } from '~/components/master-data/named-thing-list-page'
import {
	clientOrSupplierConstraint,
	validateClientOrSupplier,
} from '~/components/master-data/master-data-forms.server'
import { pageTitle } from '~/components/page-title'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { i18nServer } from '~/server/i18n.server'
import { loadMasterDataList, loadUnitSummary } from '~/components/master-data/master-data.server'
import { createNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'masterData', 'filter', 'list'] }

// A unit's clients and suppliers (spec §2 /unit/{unitId}/client-or-supplier): filter bar,
// infinite list, and a form to add one (a plain post).

const filters: FilterDefinition[] = [
	nameFilter('clientOrSupplier'),
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'masterData:clientOrSupplier.filters.document',
		describe: 'masterData:clientOrSupplier.filters.documentHelp',
		query: 'document',
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'masterData:clientOrSupplier.filters.kind',
		query: 'kind',
		options: clientOrSupplierKinds.map((value) => ({
			value,
			label: `masterData:clientOrSupplier.kinds.${value}`,
		})),
	},
	stateFilter('clientOrSupplier'),
]

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadClientOrSupplierValidation = () =>
	import('~/components/master-data/client-or-supplier-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const list = await loadMasterDataList(request, {
		token,
		unitId: unit.id,
		things: 'clients-or-suppliers',
		definitions: filters,
	})
	const t = await i18nServer.getFixedT(request)
	return {
		unit,
		...list,
		title: t('masterData:clientOrSupplier.title'),
		constraint: clientOrSupplierConstraint(t, unit.country),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const submission = validateClientOrSupplier(await request.formData(), t, unit.country)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	return createNamedThing(request, {
		token,
		words: 'clientOrSupplier',
		things: 'clients-or-suppliers',
		unitId: unit.id,
		body: submission.value,
		submission,
		onFields: (problem) =>
			problem.status === 422 ? clientOrSupplierFieldErrors(problem.fieldErrors(), t) : undefined,
	})
}

export default function ClientsOrSuppliersRoute() {
	const { unit, filters: state, rows, page, filtered, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const validation = useValidationOnDemand(loadClientOrSupplierValidation, (module, formData) =>
		module.validateClientOrSupplier(formData, t, unit.country),
	)
	const [form, fields] = useForm({
		id: 'new-client-or-supplier',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { kind: 'CLIENT' },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})

	return (
		<NamedThingListPage
			unit={unit}
			current="client-or-supplier"
			words="clientOrSupplier"
			form={{
				props: { ...getFormProps(form), ...validation.intent },
				errorId: form.errorId,
				errors: form.errors,
				answered: Boolean(actionData),
			}}
			fields={<ClientOrSupplierFields fields={fields} country={unit.country} />}
			filters={{ definitions: filters, state }}
			rows={rows}
			page={page}
			filtered={filtered}
			renderRow={(row) => <ClientOrSupplierRow unitId={unit.id} item={row} />}
		/>
	)
}

function ClientOrSupplierRow({ unitId, item }: { unitId: string; item: ClientOrSupplier }) {
	const { t } = useTranslation('masterData')
	return (
		<NamedThingRow
			words="clientOrSupplier"
			name={item.name}
			archived={item.archived}
			to={`/unit/${unitId}/client-or-supplier/${item.id}`}
		>
			<span className="text-sm text-slate-700">{t(`clientOrSupplier.kinds.${item.kind}`)}</span>
			{item.document ? (
				<span className="text-sm text-slate-700 tabular-nums">
					{item.documentType ? formatBrazilianDocument(item.document) : item.document}
				</span>
			) : null}
		</NamedThingRow>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
