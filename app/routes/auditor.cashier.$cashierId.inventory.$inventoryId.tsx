import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { COMMENT_INTENT, CommentThread } from '~/components/audit/comment-thread'
import { REACTION_INTENT, ReactionButtons } from '~/components/audit/reaction-buttons'
import {
	caixaCall,
	commentAction,
	commentConstraint,
	endpoints,
	i18nServer,
	loadAuditedCashier,
	postedReaction,
	reactionAction,
	requireFound,
	requireSession,
} from '~/components/audit/auditor-view.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { RecordDetails } from '~/routes/cashier.$cashierId.inventory.$inventoryId/record-details'
import { latestThreadPage } from '~/components/audit/thread-page'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'inventory', 'audit'] }

// A record as its auditor reads it: the writer's record, read-only (its installments
// not linked: the payments are the writers'), the auditor's reaction buttons, and the comment
// thread with its form — the same thread its writers read and answer.

function recordOf(params: LoaderFunctionArgs['params']) {
	return { id: requireParam(params, 'cashierId'), inventoryId: requireParam(params, 'inventoryId') }
}

function pagePathOf(params: LoaderFunctionArgs['params']) {
	return `/auditor/cashier/${params.cashierId}/inventory/${params.inventoryId}`
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const recordCall = requireFound(
		caixaCall(endpoints.auditorSpace.inventories.get, { params: recordOf(params), ...caller }),
	)
	const [cashier, { data: record }, { data: comments }] = await Promise.all([
		// Joins the layout's call: the unit's zone, for the thread's times before scripts run.
		loadAuditedCashier(caller, requireParam(params, 'cashierId')),
		recordCall,
		// The thread's latest page, which the record's count places (thread-page.ts).
		recordCall.then(({ data }) =>
			requireFound(
				caixaCall(endpoints.auditorSpace.inventories.comments.list, {
					params: recordOf(params),
					query: latestThreadPage(data.comments),
					...caller,
				}),
			),
		),
	])
	return {
		record,
		comments,
		timeZone: cashier.unit.timezone,
		commentConstraint: commentConstraint(),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const t = await i18nServer.getFixedT(request, 'audit')
	const formData = await request.formData()
	const intent = formData.get('intent')
	const pagePath = pagePathOf(params)
	if (intent === COMMENT_INTENT) {
		return commentAction({
			request,
			formData,
			t,
			pagePath,
			send: (comment) =>
				caixaCall(endpoints.auditorSpace.inventories.comments.create, {
					params: recordOf(params),
					body: { comment },
					...caller,
				}),
		})
	}
	const pressed = postedReaction(formData)
	if (intent !== REACTION_INTENT || pressed === null) {
		return data({ error: t('common:form.errors.intent') }, { status: 400 })
	}
	// The reaction as it is now, not as the page showed it: pressing the current one takes it
	// back, even from a page opened before another tab changed it. Not the auditor's: a 404.
	const { data: record } = await requireFound(
		caixaCall(endpoints.auditorSpace.inventories.get, { params: recordOf(params), ...caller }),
	)
	return reactionAction({
		request,
		pressed,
		current: record.myReaction,
		t,
		pagePath,
		set: (reaction) =>
			caixaCall(endpoints.auditorSpace.inventories.reactions.set, {
				params: recordOf(params),
				body: { reaction },
				...caller,
			}),
		remove: () =>
			caixaCall(endpoints.auditorSpace.inventories.reactions.remove, {
				params: recordOf(params),
				...caller,
			}),
	})
}

export default function AuditorRecordRoute() {
	const { record, comments, timeZone, commentConstraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('audit')
	const { APPROVED, QUESTION, REJECTED } = record.reactions
	return (
		<article className="mx-auto flex w-full max-w-5xl flex-col gap-6">
			<p>
				<Link to={`/auditor/cashier/${record.cashierId}`} className="text-emerald-800 underline">
					{t('record.back')}
				</Link>
			</p>
			<RecordDetails record={record} paymentsPath={null} />
			<ReactionButtons current={record.myReaction} />
			<p className="text-slate-800">
				{t('inventory:record.reactions', {
					approved: APPROVED,
					question: QUESTION,
					rejected: REJECTED,
				})}
			</p>
			{actionData && 'error' in actionData ? (
				<p role="alert" className="text-red-700">
					{actionData.error}
				</p>
			) : null}
			<CommentThread
				comments={comments}
				total={record.comments}
				form={{
					constraint: commentConstraint,
					lastResult: actionData && 'result' in actionData ? actionData.result : null,
				}}
				fallbackZone={timeZone}
			/>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
	const layout = matches.find((match) => match.id === 'routes/auditor.cashier.$cashierId')
	const cashier = (layout?.data as { cashier?: { name: string } } | undefined)?.cashier
	const reference = data ? `#${data.record.orderReferenceNumber}` : undefined
	return [{ title: pageTitle(reference, reference && cashier?.name) }]
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
