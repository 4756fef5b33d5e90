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
import { clientOrSupplierSchema } from '@caixa/contract/client-or-supplier'
import { formatBrazilianDocument } from '@caixa/domain/brazilian-document'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap } from '~/components/form-errors'
import {
	clientOrSupplierFieldErrors,
	ClientOrSupplierFields,
	clientOrSupplierFormSchema,
} from '~/components/master-data/client-or-supplier-fields'
import { UnitRecordsNav } from '~/components/master-data/unit-records-nav'
import { Button, buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { callCaixa, CaixaProblem, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadUnitSummary } from '~/server/master-data.server'
import { requireSession } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'

export const handle = { i18n: ['common', 'masterData'] }

// Edit a client or supplier (spec §2 …/client-or-supplier/{id}/edit). Archiving stays on its page;
// the PUT leaves `archived` out, so an archived one stays archived.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const { data: item } = await requireFound(
		callCaixa(`/units/${unit.id}/clients-or-suppliers/${params.clientOrSupplierId ?? ''}`, {
			token,
			schema: clientOrSupplierSchema,
			request,
		}),
	)
	return { unit, item }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const unit = await loadUnitSummary(token, request, params.unitId ?? '')
	const id = params.clientOrSupplierId ?? ''
	const submission = parseWithZod(await request.formData(), {
		schema: clientOrSupplierFormSchema(t, unit.country),
		error: formErrorMap(t),
	})
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { document, email, phone, ...rest } = submission.value
	try {
		await requireFound(
			callCaixa(`/units/${unit.id}/clients-or-suppliers/${id}`, {
				method: 'PUT',
				token,
				// A field emptied on the form is cleared, not kept.
				body: { ...rest, document: document ?? null, email: email ?? null, phone: phone ?? null },
				request,
			}),
		)
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) {
			const fieldErrors = clientOrSupplierFieldErrors(error.fieldErrors(), t)
			return data({ result: submission.reply({ fieldErrors }) }, { status: 422 })
		}
		throw error
	}
	return redirect(`/unit/${unit.id}/client-or-supplier/${id}`, {
		headers: await toastHeaders({ type: 'success', title: t('clientOrSupplier.saved') }),
	})
}

export default function EditClientOrSupplierRoute() {
	const { unit, item } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const schema = clientOrSupplierFormSchema(t, unit.country)
	const [form, fields] = useForm({
		id: 'edit-client-or-supplier',
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
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
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="client-or-supplier" />
			<h1 className="text-2xl font-semibold">{t('clientOrSupplier.editTitle')}</h1>
			<Form method="post" className="flex max-w-2xl flex-col gap-3" {...getFormProps(form)}>
				<ClientOrSupplierFields fields={fields} country={unit.country} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<Button type="submit">{t('clientOrSupplier.save')}</Button>
					<Link
						to={`/unit/${unit.id}/client-or-supplier/${item.id}`}
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('clientOrSupplier.cancel')}
					</Link>
				</div>
			</Form>
		</section>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
