import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatBrazilianDocument } from '@caixa/domain/brazilian-document'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import {
	clientOrSupplierFieldErrors,
	ClientOrSupplierFields,
} from '~/components/master-data/client-or-supplier-fields'
import { NamedThingEditPage } from '~/components/master-data/named-thing-edit-page'
import {
	clientOrSupplierConstraint,
	validateClientOrSupplier,
} from '~/components/master-data/master-data-forms.server'
import { pageTitle } from '~/components/page-title'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadUnitSummary } from '~/components/master-data/master-data.server'
import { loadNamedThing } from '~/components/master-data/named-thing.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'masterData'] }

// Edit a client or supplier (spec §2 …/client-or-supplier/{id}/edit). Archiving stays on its page;
// the PUT leaves `archived` out, so an archived one stays archived.

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadClientOrSupplierValidation = () =>
	import('~/components/master-data/client-or-supplier-validation')

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unitId = '', clientOrSupplierId = '' } = params
	const { unit, thing: item } = await loadNamedThing(
		request,
		unitId,
		'clients-or-suppliers',
		clientOrSupplierId,
	)
	const t = await i18nServer.getFixedT(request)
	return {
		unit,
		item,
		title: t('masterData:clientOrSupplier.editTitle'),
		constraint: clientOrSupplierConstraint(t, unit.country),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary({ token, request }, requireParam(params, 'unitId'))
	const id = requireParam(params, 'clientOrSupplierId')
	const submission = validateClientOrSupplier(await request.formData(), t, unit.country)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { document, email, phone, ...rest } = submission.value
	try {
		await requireFound(
			caixaCall(endpoints.units.clientsOrSuppliers.update, {
				params: { unitId: unit.id, clientOrSupplierId: id },
				token,
				// A field emptied on the form is cleared, not kept.
				body: { ...rest, document: document ?? null, email: email ?? null, phone: phone ?? null },
				request,
			}),
		)
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			fieldErrors: (problem) =>
				problem.status === 422 ? clientOrSupplierFieldErrors(problem.fieldErrors(), t) : undefined,
		})
	}
	return redirectWithToast(`/unit/${unit.id}/client-or-supplier/${id}`, {
		type: 'success',
		title: t('clientOrSupplier.saved'),
	})
}

export default function EditClientOrSupplierRoute() {
	const { unit, item, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const validation = useValidationOnDemand(loadClientOrSupplierValidation, (module, formData) =>
		module.validateClientOrSupplier(formData, t, unit.country),
	)
	const [form, fields] = useForm({
		id: 'edit-client-or-supplier',
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
			name: item.name,
			kind: item.kind,
			document: item.document
				? item.documentType
					? formatBrazilianDocument(item.document)
					: item.document
				: '',
			email: item.email ?? '',
			phone: item.phone ?? '',
		},
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<NamedThingEditPage
			unit={unit}
			current="client-or-supplier"
			words="clientOrSupplier"
			form={{
				props: { ...getFormProps(form), ...validation.intent },
				errorId: form.errorId,
				errors: form.errors,
			}}
			fields={<ClientOrSupplierFields fields={fields} country={unit.country} />}
			cancelTo={`/unit/${unit.id}/client-or-supplier/${item.id}`}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
