import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
	type ClientOrSupplier,
	clientOrSupplierKinds,
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
} from '@caixa/contract/client-or-supplier'
import { masterDataStates } from '@caixa/contract/master-data'
import { formatBrazilianDocument } from '@caixa/domain/brazilian-document'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { formErrorMap } from '~/components/form-errors'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import {
	clientOrSupplierFieldErrors,
	ClientOrSupplierFields,
	clientOrSupplierFormSchema,
} from '~/components/master-data/client-or-supplier-fields'
import { ArchivedBadge, UnitRecordsNav } from '~/components/master-data/unit-records-nav'
import { Button } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { callCaixa, CaixaProblem } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import {
	loadMasterDataList,
	loadUnitSummary,
	readCreated,
	samePage,
} from '~/server/master-data.server'
import { requireSession } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'

export const handle = { i18n: ['common', 'masterData', 'filter', 'list'] }

// A unit's clients and suppliers (spec §2 /unit/{unitId}/client-or-supplier): filter bar,
// infinite list, and a form to add one (a plain post).

const filters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'masterData:clientOrSupplier.filters.name',
		describe: 'masterData:clientOrSupplier.filters.nameHelp',
		query: 'name',
	},
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
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'masterData:clientOrSupplier.filters.state',
		query: 'state',
		options: masterDataStates.map((value) => ({ value, label: `masterData:state.${value}` })),
	},
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const list = await loadMasterDataList(request, {
		token,
		apiPath: `/units/${unit.id}/clients-or-suppliers`,
		definitions: filters,
		schema: clientOrSupplierListSchema,
	})
	return { unit, ...list }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const submission = parseWithZod(await request.formData(), {
		schema: clientOrSupplierFormSchema(t, unit.country),
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const created = await callCaixa(`/units/${unit.id}/clients-or-suppliers`, {
			method: 'POST',
			token,
			body: submission.value,
			request,
		})
		const item = await readCreated(token, request, created.headers, clientOrSupplierSchema)
		return redirect(samePage(request), {
			headers: await toastHeaders({
				type: 'success',
				title: t('clientOrSupplier.created', { name: item.name }),
			}),
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) {
			const fieldErrors = clientOrSupplierFieldErrors(error.fieldErrors(), t)
			return data({ result: submission.reply({ fieldErrors }) }, { status: 422 })
		}
		throw error
	}
}

export default function ClientsOrSuppliersRoute() {
	const { unit, filters: state, rows, page, filtered } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const schema = clientOrSupplierFormSchema(t, unit.country)
	const [form, fields] = useForm({
		id: 'new-client-or-supplier',
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		defaultValue: { kind: 'CLIENT' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})

	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="client-or-supplier" />
			<h1 className="text-2xl font-semibold">{t('clientOrSupplier.title')}</h1>
			<details
				className="rounded-md border border-slate-200 p-4"
				open={Boolean(actionData) || rows.length === 0 || undefined}
			>
				<summary className="cursor-pointer font-medium">{t('clientOrSupplier.new')}</summary>
				<Form method="post" className="mt-3 flex max-w-2xl flex-col gap-3" {...getFormProps(form)}>
					<ClientOrSupplierFields fields={fields} country={unit.country} />
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<Button type="submit">{t('clientOrSupplier.create')}</Button>
					</div>
				</Form>
			</details>
			<FilterBar definitions={filters} state={state} timeZone="UTC" />
			<InfiniteList
				label={t('clientOrSupplier.listLabel', { unit: unit.name })}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				rowHeight={56}
				renderRow={(row) => <ClientOrSupplierRow unitId={unit.id} item={row} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('clientOrSupplier.noMatches') : t('clientOrSupplier.empty')}
					</p>
				}
			/>
		</section>
	)
}

function ClientOrSupplierRow({ unitId, item }: { unitId: string; item: ClientOrSupplier }) {
	const { t } = useTranslation('masterData')
	return (
		<div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 py-3">
			<Link
				to={`/unit/${unitId}/client-or-supplier/${item.id}`}
				aria-label={t('clientOrSupplier.open', { name: item.name })}
				className="font-medium text-emerald-800 underline"
			>
				{item.name}
			</Link>
			{item.archived ? <ArchivedBadge /> : null}
			<span className="text-sm text-slate-700">{t(`clientOrSupplier.kinds.${item.kind}`)}</span>
			{item.document ? (
				<span className="text-sm text-slate-700 tabular-nums">
					{item.documentType ? formatBrazilianDocument(item.document) : item.document}
				</span>
			) : null}
		</div>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
