import { parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { collaboratorSchema } from '@caixa/contract/collaborator'
import { formatMoney } from '@caixa/domain/money'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { buttonClassName } from '~/components/ui/button'
import { callCaixa, CaixaProblem } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'
import {
	findProfileToAdd,
	loadCashierCollaborators,
	loadUnitCashier,
} from '~/server/unit-cashiers.server'
import { Collaborators, findSchema } from './collaborators'

export const handle = { i18n: ['common', 'unitCashier'] }

// A cashier of a unit (spec §2 "/unit/{unitId}/cashier/{cashierId}"): its figures, the way into
// its books (/cashier/{id}), and — for the unit's owner — the people who use this cashier alone:
// found by their whole e-mail address, added, removed, each a plain form post.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const call = { token, request }
	const unitId = params.unitId ?? ''
	const cashier = await loadUnitCashier(call, unitId, params.cashierId ?? '')
	const owner = cashier.role === 'OWNER'
	return {
		unitId,
		cashier,
		owner,
		collaborators: owner ? await loadCashierCollaborators(call, unitId, cashier.id) : [],
	}
}

const addSchema = z.object({ profileId: z.uuid() })
const removeSchema = z.object({ profileId: z.uuid(), name: z.string().max(200).optional() })

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'unitCashier')
	const formData = await request.formData()
	const context = {
		call: { token, request },
		unitId: params.unitId ?? '',
		cashierId: params.cashierId ?? '',
		t,
	}
	switch (formData.get('intent')) {
		case 'find':
			return find(formData, context)
		case 'add':
			return add(formData, context)
		case 'remove':
			return remove(formData, context)
		default:
			return data(
				{ intent: 'unknown' as const, error: t('common:form.errors.intent') },
				{ status: 400 },
			)
	}
}

type ActionContext = {
	call: { token: string; request: Request }
	unitId: string
	cashierId: string
	t: Translate
}

/** Finds the one profile with the typed address; answers it to the page (nothing is added yet). */
async function find(formData: FormData, { call, unitId, cashierId, t }: ActionContext) {
	const submission = parseWithZod(formData, { schema: findSchema, error: formErrorMap(t) })
	if (submission.status !== 'success') {
		return data({ intent: 'find' as const, result: submission.reply() }, { status: 400 })
	}
	try {
		const match = await findProfileToAdd(call, unitId, cashierId, submission.value.email)
		return data({
			intent: 'find' as const,
			result: submission.reply(),
			email: submission.value.email,
			match: match ?? null,
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) {
			return data(
				{
					intent: 'find' as const,
					result: submission.reply({ fieldErrors: { email: [t('people.notAnEmail')] } }),
				},
				{ status: 422 },
			)
		}
		if (error instanceof CaixaProblem && error.status === 429) {
			return data(
				{
					intent: 'find' as const,
					result: submission.reply({ formErrors: [t('people.tooManySearches')] }),
				},
				{ status: 429 },
			)
		}
		throw forbiddenAsNotFound(error)
	}
}

async function add(formData: FormData, { call, unitId, cashierId, t }: ActionContext) {
	const parsed = addSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) {
		return data({ intent: 'add' as const, error: t('common:form.errors.intent') }, { status: 400 })
	}
	try {
		const { data: collaborator } = await callCaixa(
			`/units/${unitId}/cashiers/${cashierId}/collaborators`,
			{
				method: 'POST',
				token: call.token,
				body: parsed.data,
				schema: collaboratorSchema,
				request: call.request,
			},
		)
		return redirect(`/unit/${unitId}/cashier/${cashierId}`, {
			headers: await toastHeaders({
				type: 'success',
				title: t('people.added', { name: `${collaborator.name} ${collaborator.surname}` }),
			}),
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) {
			return data({ intent: 'add' as const, error: t('people.cannotAdd') }, { status: 422 })
		}
		throw forbiddenAsNotFound(error)
	}
}

async function remove(formData: FormData, { call, unitId, cashierId, t }: ActionContext) {
	const parsed = removeSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) {
		return data(
			{ intent: 'remove' as const, error: t('common:form.errors.intent') },
			{ status: 400 },
		)
	}
	try {
		await callCaixa(
			`/units/${unitId}/cashiers/${cashierId}/collaborators/${parsed.data.profileId}`,
			{ method: 'DELETE', token: call.token, request: call.request },
		)
	} catch (error) {
		// Someone else removed them a moment ago: what was asked holds.
		if (!(error instanceof CaixaProblem && error.status === 404 && error.code !== 'OWNER_ONLY')) {
			throw forbiddenAsNotFound(error)
		}
	}
	return redirect(`/unit/${unitId}/cashier/${cashierId}`, {
		headers: await toastHeaders({
			type: 'success',
			title: t('people.removed', { name: parsed.data.name ?? '' }),
		}),
	})
}

/** A refusal of the API (not the owner, no such cashier) is the page's 404, as in its loader. */
function forbiddenAsNotFound(error: unknown) {
	return error instanceof CaixaProblem && error.status === 404
		? new Response('Not found', { status: 404 })
		: error
}

export default function UnitCashierRoute() {
	const { unitId, cashier, owner, collaborators } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, i18n } = useTranslation('unitCashier')
	const money = (amount: number) => formatMoney(amount, cashier.currency, i18n.language)
	const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' })
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
			<div>
				<Link
					to={`/unit/${unitId}/cashier`}
					className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
				>
					← {t('detail.back')}
				</Link>
			</div>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-semibold">{cashier.name}</h1>
				<div className="flex flex-wrap gap-2">
					<Link to={`/cashier/${cashier.id}`} className={buttonClassName({ size: 'sm' })}>
						{t('detail.books')}
					</Link>
					{owner ? (
						<Link
							to={`/unit/${unitId}/cashier/${cashier.id}/edit`}
							className={buttonClassName({ variant: 'secondary', size: 'sm' })}
						>
							{t('detail.edit')}
						</Link>
					) : null}
				</div>
			</div>
			<section aria-labelledby="figures" className="flex flex-col gap-2">
				<h2 id="figures" className="text-lg font-medium">
					{t('detail.figures')}
				</h2>
				<dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-slate-800">
					<dt className="font-medium">{t('detail.balance')}</dt>
					<dd className="tabular-nums">{money(cashier.balance)}</dd>
					<dt className="font-medium">{t('detail.openingBalance')}</dt>
					<dd className="tabular-nums">{money(cashier.openingBalance)}</dd>
					<dt className="font-medium">{t('detail.openingDate')}</dt>
					<dd>{date.format(new Date(`${cashier.openingDate}T00:00:00Z`))}</dd>
				</dl>
			</section>
			{owner ? <Collaborators collaborators={collaborators} actionData={actionData} /> : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `${data.cashier.name} · Caixa` : 'Caixa' },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
