import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ArchivePanel, NamedThingHeading } from '~/components/master-data/archive-panel'
import { UnitRecordsNav } from '~/components/master-data/unit-records-nav'
import { pageTitle } from '~/components/page-title'
import { archiveOrDelete, loadNamedThing } from '~/components/master-data/named-thing.server'

export const handle = { i18n: ['common', 'masterData'] }

// One category (spec §2 /unit/{unitId}/category/{categoryId}): what it is, a link to edit it,
// and archive / bring back / delete. Deleting one that records use is refused by the API (409
// CATEGORY_IN_USE), and the page says so and offers archiving.

function loadCategory(request: Request, params: LoaderFunctionArgs['params']) {
	const { unitId = '', categoryId = '' } = params
	return loadNamedThing(request, unitId, 'categories', categoryId)
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unit, thing: category } = await loadCategory(request, params)
	return { unit, category }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, unit, thing: category } = await loadCategory(request, params)
	const { id: _id, archived: _was, ...fields } = category
	return archiveOrDelete(request, {
		token,
		words: 'category',
		things: 'categories',
		unitId: unit.id,
		id: category.id,
		pagePath: `/unit/${unit.id}/category/${category.id}`,
		listPath: `/unit/${unit.id}/category`,
		name: category.name,
		fields,
	})
}

export default function CategoryRoute() {
	const { unit, category } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="category" />
			<NamedThingHeading name={category.name} archived={category.archived} />
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
				<dt className="font-medium text-slate-700">{t('category.kind')}</dt>
				<dd>{t(`category.kinds.${category.kind}`)}</dd>
				<dt className="font-medium text-slate-700">{t('category.group')}</dt>
				<dd>{t(`category.groups.${category.group}`)}</dd>
			</dl>
			<ArchivePanel
				words="category"
				archived={category.archived}
				error={actionData?.error}
				editTo={`/unit/${unit.id}/category/${category.id}/edit`}
				backTo={`/unit/${unit.id}/category`}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.category.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
