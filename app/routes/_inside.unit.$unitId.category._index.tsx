import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type Category } from '@caixa/contract/category'
import { categoryKinds, dreGroups } from '@caixa/contract/master-data-kinds'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { CategoryFields } from '~/components/master-data/category-fields'
import { nameFilter, stateFilter } from '~/components/master-data/named-thing-filters'
import { NamedThingListPage, NamedThingRow } from '~/components/master-data/named-thing-list-page'
import {
	categoryConstraint,
	validateCategory,
} from '~/components/master-data/master-data-forms.server'
import { pageTitle } from '~/components/page-title'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { i18nServer } from '~/server/i18n.server'
import { loadMasterDataList, loadUnitSummary } from '~/components/master-data/master-data.server'
import { createNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'masterData', 'filter', 'list'] }

// A unit's categories (spec §2 /unit/{unitId}/category): the filter bar and the infinite list,
// and a form to add one on the same page (a plain post; the list shows it at once).

const filters: FilterDefinition[] = [
	nameFilter('category'),
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
	stateFilter('category'),
]

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadCategoryValidation = () => import('~/components/master-data/category-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const list = await loadMasterDataList(request, {
		token,
		unitId: unit.id,
		things: 'categories',
		definitions: filters,
	})
	const t = await i18nServer.getFixedT(request)
	return { unit, ...list, title: t('masterData:category.title'), constraint: categoryConstraint(t) }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const formData = await request.formData()
	const submission = validateCategory(formData, t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	return createNamedThing(request, {
		token,
		words: 'category',
		things: 'categories',
		unitId: unit.id,
		body: submission.value,
		submission,
	})
}

export default function CategoriesRoute() {
	const { unit, filters: state, rows, page, filtered, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const validation = useValidationOnDemand(loadCategoryValidation, (module, formData) =>
		module.validateCategory(formData, t),
	)
	const [form, fields] = useForm({
		id: 'new-category',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { kind: 'EXPENSE', group: 'OPERATING_EXPENSE' },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})

	return (
		<NamedThingListPage
			unit={unit}
			current="category"
			words="category"
			form={{
				props: { ...getFormProps(form), ...validation.intent },
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
