import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
	type Category,
	categoryKinds,
	categoryListSchema,
	categorySchema,
	dreGroups,
} from '@caixa/contract/category'
import { masterDataStates } from '@caixa/contract/master-data'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { formErrorMap } from '~/components/form-errors'
import { categoryFormSchema, CategoryFields } from '~/components/master-data/category-fields'
import { NamedThingListPage, NamedThingRow } from '~/components/master-data/named-thing-list-page'
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

// A unit's categories (spec §2 /unit/{unitId}/category): the filter bar and the infinite list,
// and a form to add one on the same page (a plain post; the list shows it at once).

const filters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'masterData:category.filters.name',
		describe: 'masterData:category.filters.nameHelp',
		query: 'name',
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'masterData:category.filters.kind',
		query: 'kind',
		options: categoryKinds.map((value) => ({
			value,
			label: `masterData:category.kinds.${value}`,
		})),
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'masterData:category.filters.group',
		query: 'group',
		options: dreGroups.map((value) => ({ value, label: `masterData:category.groups.${value}` })),
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'masterData:category.filters.state',
		query: 'state',
		options: masterDataStates.map((value) => ({ value, label: `masterData:state.${value}` })),
	},
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const list = await loadMasterDataList(request, {
		token,
		apiPath: `/units/${unit.id}/categories`,
		definitions: filters,
		schema: categoryListSchema,
	})
	return { unit, ...list }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const formData = await request.formData()
	const schema = categoryFormSchema(t)
	const submission = parseWithZod(formData, { schema, error: formErrorMap(t) })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const created = await callCaixa(`/units/${unit.id}/categories`, {
			method: 'POST',
			token,
			body: submission.value,
			request,
		})
		const category = await readCreated(token, request, created.headers, categorySchema)
		return redirect(samePage(request), {
			headers: await toastHeaders({
				type: 'success',
				title: t('category.created', { name: category.name }),
			}),
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) {
			return data(
				{ result: submission.reply({ fieldErrors: error.fieldErrors() }) },
				{ status: 422 },
			)
		}
		throw error
	}
}

export default function CategoriesRoute() {
	const { unit, filters: state, rows, page, filtered } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const schema = categoryFormSchema(t)
	const [form, fields] = useForm({
		id: 'new-category',
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		defaultValue: { kind: 'EXPENSE', group: 'OPERATING_EXPENSE' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})

	return (
		<NamedThingListPage
			unit={unit}
			current="category"
			words="category"
			form={{
				props: getFormProps(form),
				errorId: form.errorId,
				errors: form.errors,
				answered: Boolean(actionData),
			}}
			fields={<CategoryFields fields={fields} />}
			filters={{ definitions: filters, state }}
			rows={rows}
			page={page}
			filtered={filtered}
			renderRow={(row) => <CategoryRow unitId={unit.id} category={row} />}
		/>
	)
}

function CategoryRow({ unitId, category }: { unitId: string; category: Category }) {
	const { t } = useTranslation('masterData')
	return (
		<NamedThingRow
			words="category"
			name={category.name}
			archived={category.archived}
			to={`/unit/${unitId}/category/${category.id}`}
		>
			<span className="text-sm text-slate-700">
				{t(`category.kinds.${category.kind}`)} · {t(`category.groups.${category.group}`)}
			</span>
		</NamedThingRow>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
