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
import { ArchivedBadge, UnitRecordsNav } from '~/components/master-data/unit-records-nav'
import { Button, buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { callCaixa, CaixaProblem, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { loadUnitSummary } from '~/server/master-data.server'
import { requireSession } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'

export const handle = { i18n: ['common', 'masterData'] }

// One client or supplier (spec §2 /unit/{unitId}/client-or-supplier/{id}): its details, a link to
// edit, archive / bring back / delete (refused with 409 while records name it, said in words).

async function loadItem(request: Request, unitId: string, id: string) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, unitId)
	const { data: item } = await requireFound(
		callCaixa(`/units/${unit.id}/clients-or-suppliers/${id}`, {
			token,
			schema: clientOrSupplierSchema,
			request,
		}),
	)
	return { token, unit, item }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unit, item } = await loadItem(
		request,
		params.unitId ?? '',
		params.clientOrSupplierId ?? '',
	)
	return { unit, item }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, unit, item } = await loadItem(
		request,
		params.unitId ?? '',
		params.clientOrSupplierId ?? '',
	)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const path = `/units/${unit.id}/clients-or-suppliers/${item.id}` as const
	const intent = (await request.formData()).get('intent')
	try {
		switch (intent) {
			case 'archive':
			case 'unarchive': {
				const archived = intent === 'archive'
				const { name, kind, document, email, phone } = item
				await callCaixa(path, {
					method: 'PUT',
					token,
					body: { name, kind, document, email, phone, archived },
					request,
				})
				return redirect(`/unit/${unit.id}/client-or-supplier/${item.id}`, {
					headers: await toastHeaders({
						type: 'success',
						title: t(archived ? 'clientOrSupplier.archived' : 'clientOrSupplier.unarchived'),
					}),
				})
			}
			case 'delete':
				await callCaixa(path, { method: 'DELETE', token, request })
				return redirect(`/unit/${unit.id}/client-or-supplier`, {
					headers: await toastHeaders({
						type: 'success',
						title: t('clientOrSupplier.deleted', { name: item.name }),
					}),
				})
			default:
				return data({ error: t('intentUnknown') }, { status: 400 })
		}
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 409) {
			return data({ error: t('clientOrSupplier.inUse') }, { status: 409 })
		}
		throw error
	}
}

export default function ClientOrSupplierRoute() {
	const { unit, item } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	const none = t('clientOrSupplier.none')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="client-or-supplier" />
			<div className="flex flex-wrap items-center gap-3">
				<h1 className="text-2xl font-semibold">{item.name}</h1>
				{item.archived ? <ArchivedBadge /> : null}
			</div>
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
			{item.archived ? (
				<p className="text-slate-700">{t('clientOrSupplier.archivedNote')}</p>
			) : null}
			<div role="alert">
				<ErrorList errors={actionData ? [actionData.error] : []} />
			</div>
			<div className="flex flex-wrap gap-3">
				<Link
					to={`/unit/${unit.id}/client-or-supplier/${item.id}/edit`}
					className={buttonClassName({ variant: 'secondary' })}
				>
					{t('clientOrSupplier.edit')}
				</Link>
				<Form method="post">
					<Button
						type="submit"
						name="intent"
						value={item.archived ? 'unarchive' : 'archive'}
						variant="secondary"
					>
						{t(item.archived ? 'clientOrSupplier.unarchive' : 'clientOrSupplier.archive')}
					</Button>
				</Form>
				<Form method="post">
					<Button type="submit" name="intent" value="delete" variant="secondary">
						{t('clientOrSupplier.delete')}
					</Button>
				</Form>
			</div>
			<p className="text-sm text-slate-600">{t('clientOrSupplier.deleteHelp')}</p>
			<Link to={`/unit/${unit.id}/client-or-supplier`} className="text-emerald-800 underline">
				{t('clientOrSupplier.back')}
			</Link>
		</section>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
