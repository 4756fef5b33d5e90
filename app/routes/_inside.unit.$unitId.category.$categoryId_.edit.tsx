import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap } from '~/components/form-errors'
import { categoryFormSchema, CategoryFields } from '~/components/master-data/category-fields'
import { NamedThingEditPage } from '~/components/master-data/named-thing-edit-page'
import { pageTitle } from '~/components/page-title'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common', 'masterData'] }

// Edit a category (spec §2 /unit/{unitId}/category/{categoryId}/edit): name, kind, line. Archiving
// stays on the category's page; a kind that records forbid (409) is said on the kind field.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unitId = '', categoryId = '' } = params
	const { unit, thing: category } = await loadNamedThing(request, unitId, 'categories', categoryId)
	const t = await i18nServer.getFixedT(request)
	return { unit, category, title: t('masterData:category.editTitle') }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unitId = params.unitId ?? ''
	const categoryId = params.categoryId ?? ''
	const formData = await request.formData()
	const submission = parseWithZod(formData, {
		schema: categoryFormSchema(t),
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		await requireFound(
			caixaCall(endpoints.units.categories.update, {
				params: { unitId, categoryId },
				token,
				body: submission.value,
				request,
			}),
		)
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			fieldErrors: (problem) =>
				problem.status === 422
					? problem.fieldErrors()
					: problem.status === 409
						? { kind: [t('category.kindInUse')] }
						: undefined,
		})
	}
	return redirectWithToast(`/unit/${unitId}/category/${categoryId}`, {
		type: 'success',
		title: t('category.saved'),
	})
}

export default function EditCategoryRoute() {
	const { unit, category } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const schema = categoryFormSchema(t)
	const [form, fields] = useForm({
		id: 'edit-category',
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		defaultValue: { name: category.name, kind: category.kind, group: category.group },
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<NamedThingEditPage
			unit={unit}
			current="category"
			words="category"
			form={{ props: getFormProps(form), errorId: form.errorId, errors: form.errors }}
			fields={<CategoryFields fields={fields} />}
			cancelTo={`/unit/${unit.id}/category/${category.id}`}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
