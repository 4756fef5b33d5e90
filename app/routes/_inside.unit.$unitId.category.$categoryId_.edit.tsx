import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CategoryFields } from '~/components/master-data/category-fields'
import { NamedThingEditPage } from '~/components/master-data/named-thing-edit-page'
import {
	categoryConstraint,
	validateCategory,
} from '~/components/master-data/master-data-forms.server'
import { pageTitle } from '~/components/page-title'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'masterData'] }

// Edit a category (spec §2 /unit/{unitId}/category/{categoryId}/edit): name, kind, line. Archiving
// stays on the category's page; a kind that records forbid (409) is said on the kind field.

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadCategoryValidation = () => import('~/components/master-data/category-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unitId = '', categoryId = '' } = params
	const { unit, thing: category } = await loadNamedThing(request, unitId, 'categories', categoryId)
	const t = await i18nServer.getFixedT(request)
	return {
		unit,
		category,
		title: t('masterData:category.editTitle'),
		constraint: categoryConstraint(t),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unitId = requireParam(params, 'unitId')
	const categoryId = requireParam(params, 'categoryId')
	const formData = await request.formData()
	const submission = validateCategory(formData, t)
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
	const { unit, category, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const validation = useValidationOnDemand(loadCategoryValidation, (module, formData) =>
		module.validateCategory(formData, t),
	)
	const [form, fields] = useForm({
		id: 'edit-category',
		lastResult: actionData?.result,
		constraint,
		defaultValue: { name: category.name, kind: category.kind, group: category.group },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<NamedThingEditPage
			unit={unit}
			current="category"
			words="category"
			form={{
				props: { ...getFormProps(form), ...validation.intent },
				errorId: form.errorId,
				errors: form.errors,
			}}
			fields={<CategoryFields fields={fields} />}
			cancelTo={`/unit/${unit.id}/category/${category.id}`}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
