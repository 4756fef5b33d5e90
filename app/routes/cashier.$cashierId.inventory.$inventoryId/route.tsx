import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { COMMENT_INTENT, CommentThread } from '~/components/audit/comment-thread'
import { ReactionList } from '~/components/audit/reaction-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { commentAction, commentConstraint } from '~/components/audit/audit-forms.server'
import { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { DELETE_PARAM, TwoStepDelete } from '~/components/ui/two-step-delete'
import { RecordDetails } from './record-details'
import { latestThreadPage } from '~/components/audit/thread-page'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'inventory', 'audit'] }

// One record (spec §2 /cashier/{cashierId}/inventory/{inventoryId}): what it is, its lines, its
// installments (each to its payment), how far it is paid, what auditors said (who reacted how, and
// the comment thread, which its writers answer), and deleting it in two steps.

/** The record's params in the API. */
function recordOf(params: LoaderFunctionArgs['params']) {
	return { id: requireParam(params, 'cashierId'), inventoryId: requireParam(params, 'inventoryId') }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const recordCall = requireFound(
		caixaCall(endpoints.cashiers.inventories.get, { params: recordOf(params), ...caller }),
	)
	const [{ data: record }, { data: reactions }, { data: comments }, cashier] = await Promise.all([
		recordCall,
		requireFound(
			caixaCall(endpoints.recordConversation.reactions.list, {
				params: recordOf(params),
				...caller,
			}),
		),
		// The thread's latest page, which the record's count places (thread-page.ts).
		recordCall.then(({ data }) =>
			requireFound(
				caixaCall(endpoints.recordConversation.comments.list, {
					params: recordOf(params),
					query: latestThreadPage(data.comments),
					...caller,
				}),
			),
		),
		// Joins the layout's call: the unit's zone, for the thread's times before scripts run.
		loadCashierOfPage(caller, requireParam(params, 'cashierId')),
	])
	const confirming = new URL(request.url).searchParams.has(DELETE_PARAM)
	return {
		record,
		reactions,
		comments,
		timeZone: cashier.unit.timezone,
		confirming,
		commentConstraint: commentConstraint(),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'inventory')
	const formData = await request.formData()
	if (formData.get('intent') === COMMENT_INTENT) {
		return commentAction({
			request,
			formData,
			t,
			pagePath: `/cashier/${params.cashierId}/inventory/${params.inventoryId}`,
			send: (comment) =>
				caixaCall(endpoints.recordConversation.comments.create, {
					params: recordOf(params),
					body: { comment },
					token,
					request,
				}),
		})
	}
	if (formData.get('intent') !== 'delete') {
		return data({ error: t('common:form.errors.intent') }, { status: 400 })
	}
	// Read first: the toast names the record, and a record already gone is the page's 404.
	const { data: record } = await requireFound(
		caixaCall(endpoints.cashiers.inventories.get, { params: recordOf(params), token, request }),
	)
	try {
		await caixaCall(endpoints.cashiers.inventories.remove, {
			params: recordOf(params),
			token,
			request,
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 409) {
			const known = error.code === 'CASHIER_ARCHIVED'
			return data(
				{ error: known ? t('ledger:problem.CASHIER_ARCHIVED') : t('delete.refused') },
				{ status: 409 },
			)
		}
		const page = pageOfRefusal(error)
		if (page) throw page
		// The API could not delete it just now: the confirmation again, saying so.
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return data({ error: unavailable.message }, { status: unavailable.status })
		throw error
	}
	return redirectWithToast(`/cashier/${record.cashierId}`, {
		type: 'success',
		title: t('delete.done', { reference: record.orderReferenceNumber }),
	})
}

export default function RecordRoute() {
	const { record, reactions, comments, timeZone, confirming, commentConstraint } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('inventory')
	const pagePath = `/cashier/${record.cashierId}/inventory/${record.id}`
	const { APPROVED, QUESTION, REJECTED } = record.reactions
	return (
		<article className="mx-auto flex w-full max-w-5xl flex-col gap-6">
			<RecordDetails record={record} paymentsPath={`/cashier/${record.cashierId}/payment`} />

			<section aria-labelledby="audit" className="flex flex-col gap-2">
				<h2 id="audit" className="text-lg font-semibold">
					{t('record.audit')}
				</h2>
				<p className="text-slate-800">
					{t('record.reactions', { approved: APPROVED, question: QUESTION, rejected: REJECTED })}
				</p>
				<ReactionList entries={reactions} />
			</section>

			<CommentThread
				comments={comments}
				total={record.comments}
				form={{
					constraint: commentConstraint,
					lastResult: actionData && 'result' in actionData ? actionData.result : null,
				}}
				fallbackZone={timeZone}
			/>

			<TwoStepDelete
				pagePath={pagePath}
				confirming={confirming}
				error={actionData && 'error' in actionData ? actionData.error : undefined}
				words={{
					start: t('delete.start'),
					confirm: t('delete.confirm'),
					consequence: t('delete.consequence'),
					yes: t('delete.yes'),
					no: t('delete.no'),
				}}
			/>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
	const layout = matches.find((match) => match.id === 'routes/cashier.$cashierId')
	const cashier = (layout?.data as { cashier?: { name: string } } | undefined)?.cashier
	const reference = data ? `#${data.record.orderReferenceNumber}` : undefined
	return [{ title: pageTitle(reference, reference && cashier?.name) }]
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
