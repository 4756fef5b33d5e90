import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { categorySchema } from '@caixa/contract/category'
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

// One category (spec §2 /unit/{unitId}/category/{categoryId}): what it is, a link to edit it,
// and archive / bring back / delete. Deleting one that records use is refused by the API (409
// CATEGORY_IN_USE), and the page says so and offers archiving.

async function loadCategory(request: Request, unitId: string, categoryId: string) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, unitId)
	const { data: category } = await requireFound(
		callCaixa(`/units/${unit.id}/categories/${categoryId}`, {
			token,
			schema: categorySchema,
			request,
		}),
	)
	return { token, unit, category }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { unit, category } = await loadCategory(
		request,
		params.unitId ?? '',
		params.categoryId ?? '',
	)
	return { unit, category }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, unit, category } = await loadCategory(
		request,
		params.unitId ?? '',
		params.categoryId ?? '',
	)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const path = `/units/${unit.id}/categories/${category.id}` as const
	const intent = (await request.formData()).get('intent')
	try {
		switch (intent) {
			case 'archive':
			case 'unarchive': {
				const archived = intent === 'archive'
				const { id: _id, archived: _was, ...fields } = category
				await callCaixa(path, {
					method: 'PUT',
					token,
					body: { ...fields, archived },
					request,
				})
				return redirect(`/unit/${unit.id}/category/${category.id}`, {
					headers: await toastHeaders({
						type: 'success',
						title: t(archived ? 'category.archived' : 'category.unarchived'),
					}),
				})
			}
			case 'delete':
				await callCaixa(path, { method: 'DELETE', token, request })
				return redirect(`/unit/${unit.id}/category`, {
					headers: await toastHeaders({
						type: 'success',
						title: t('category.deleted', { name: category.name }),
					}),
				})
			default:
				return data({ error: t('intentUnknown') }, { status: 400 })
		}
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 409) {
			return data({ error: t('category.inUse') }, { status: 409 })
		}
		throw error
	}
}

export default function CategoryRoute() {
	const { unit, category } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('masterData')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current="category" />
			<div className="flex flex-wrap items-center gap-3">
				<h1 className="text-2xl font-semibold">{category.name}</h1>
				{category.archived ? <ArchivedBadge /> : null}
			</div>
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
				<dt className="font-medium text-slate-700">{t('category.kind')}</dt>
				<dd>{t(`category.kinds.${category.kind}`)}</dd>
				<dt className="font-medium text-slate-700">{t('category.group')}</dt>
				<dd>{t(`category.groups.${category.group}`)}</dd>
			</dl>
			{category.archived ? <p className="text-slate-700">{t('category.archivedNote')}</p> : null}
			<div role="alert">
				<ErrorList errors={actionData ? [actionData.error] : []} />
			</div>
			<div className="flex flex-wrap gap-3">
				<Link
					to={`/unit/${unit.id}/category/${category.id}/edit`}
					className={buttonClassName({ variant: 'secondary' })}
				>
					{t('category.edit')}
				</Link>
				<Form method="post">
					<Button
						type="submit"
						name="intent"
						value={category.archived ? 'unarchive' : 'archive'}
						variant="secondary"
					>
						{t(category.archived ? 'category.unarchive' : 'category.archive')}
					</Button>
				</Form>
				<Form method="post">
					<Button type="submit" name="intent" value="delete" variant="secondary">
						{t('category.delete')}
					</Button>
				</Form>
			</div>
			<p className="text-sm text-slate-600">{t('category.deleteHelp')}</p>
			<Link to={`/unit/${unit.id}/category`} className="text-emerald-800 underline">
				{t('category.back')}
			</Link>
		</section>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
