import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type CashierInvite } from '@caixa/contract/auditor'
import { Avatar, fullNameOf } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, type Caller, endpoints } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'auditors'] }

// The invite link an owner sends their accountant (spec §2 "/invite/cashier/{cashierId}",
// DOMAIN.md "Auditors, reactions, comments"). A visitor is sent to sign in and brought back here
// (the inside layout's requireSession keeps the path). Signed in, they see which cashier of which
// unit it is and whose (name, unit, the owner's name and photo: nothing else), and where they
// stand: "Ask to audit" (a plain post), asked and waiting for the owner, auditing it already (the
// way into the auditor view), or working on it already (the way into the cashier), which cannot
// ask. A cashier that is not there is the app's 404.

/** What the API says the link is; a 404 (or an id that is no id at all) is the page's 404. */
async function readInvite(caller: Caller, cashierId: string): Promise<CashierInvite> {
	try {
		const { data: invite } = await caixaCall(endpoints.invites.cashiers.get, {
			params: { cashierId },
			...caller,
		})
		return invite
	} catch (error) {
		if (error instanceof CaixaProblem && (error.status === 404 || error.status === 422)) {
			throw notFound()
		}
		throw error
	}
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const invite = await readInvite({ token, request }, requireParam(params, 'cashierId'))
	const t = await i18nServer.getFixedT(request, 'auditors')
	return { title: t('invite.title'), invite }
}

/** The action's answer when it cannot ask: words over the page. */
interface AskRefusal {
	error: string
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const t = await i18nServer.getFixedT(request, 'auditors')
	const formData = await request.formData()
	// The page's 404 first, as its GET answers: a cashier that is not there has nothing to ask.
	const invite = await readInvite(caller, requireParam(params, 'cashierId'))
	const refuse = (error: string, status: number) => data<AskRefusal>({ error }, { status })
	if (formData.get('intent') !== 'ask') return refuse(t('common:form.errors.intent'), 400)
	try {
		await caixaCall(endpoints.invites.cashiers.create, {
			body: { cashierId: invite.cashier.id },
			...caller,
		})
	} catch (error) {
		// Their own cashier (a writer cannot audit it): the page shows why, as its GET does.
		if (error instanceof CaixaProblem && error.status === 409) {
			return refuse(t('invite.writer', { name: invite.cashier.name }), 409)
		}
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return refuse(unavailable.message, unavailable.status)
		throw pageOfRefusal(error) ?? error
	}
	// Asked now or before: the same request, and the page now says the owner is to accept it.
	return redirectWithToast(new URL(request.url).pathname, {
		type: 'success',
		title: t('invite.asked', {
			name: invite.cashier.name,
			owner: fullNameOf(invite.owner.name, invite.owner.surname),
		}),
	})
}

export default function InviteCashierRoute() {
	const { invite } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('auditors')
	const owner = fullNameOf(invite.owner.name, invite.owner.surname)
	const name = invite.cashier.name
	return (
		<section className="mx-auto flex w-full max-w-xl flex-col gap-6 p-4 sm:p-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('invite.title')}</h1>
				<p className="text-slate-700">{t('invite.intro')}</p>
			</div>
			<dl className="grid grid-cols-[max-content_1fr] items-center gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4">
				<dt className="font-medium text-slate-700">{t('invite.cashier')}</dt>
				<dd className="min-w-0 font-semibold break-words text-slate-900">{name}</dd>
				<dt className="font-medium text-slate-700">{t('invite.unit')}</dt>
				<dd className="min-w-0 break-words text-slate-900">{invite.unit.name}</dd>
				<dt className="font-medium text-slate-700">{t('invite.owner')}</dt>
				<dd className="flex min-w-0 items-center gap-3 text-slate-900">
					<Avatar
						name={invite.owner.name}
						surname={invite.owner.surname}
						photo={photoUrl(invite.owner.photo, 'SAMPLE')}
						size={40}
						label=""
					/>
					<span className="min-w-0 break-words">{owner}</span>
				</dd>
			</dl>
			<InviteState invite={invite} owner={owner} error={actionData?.error} />
		</section>
	)
}

/** Where the reader stands with the cashier, and the one thing they may do from here. */
function InviteState({
	invite,
	owner,
	error,
}: {
	invite: CashierInvite
	owner: string
	error: string | undefined
}) {
	const { t } = useTranslation('auditors')
	const name = invite.cashier.name
	switch (invite.state) {
		case 'PENDING':
			return (
				<p className="rounded-md bg-amber-50 p-4 text-slate-900">
					{t('invite.pending', { name, owner })}
				</p>
			)
		case 'ACCEPTED':
			return (
				<div className="flex flex-col items-start gap-3">
					<p className="text-slate-900">{t('invite.accepted', { name })}</p>
					<Link to={`/auditor/cashier/${invite.cashier.id}`} className={buttonClassName()}>
						{t('invite.open')}
					</Link>
				</div>
			)
		case 'WRITER':
			return (
				<div className="flex flex-col items-start gap-3">
					<p className="text-slate-900">{t('invite.writer', { name })}</p>
					<Link
						to={`/cashier/${invite.cashier.id}`}
						className={buttonClassName({ variant: 'secondary' })}
					>
						{t('invite.openCashier')}
					</Link>
				</div>
			)
		default:
			return (
				<Form method="post" className="flex flex-col items-start gap-3">
					<p className="text-slate-800">{t('invite.what')}</p>
					<ErrorList errors={error ? [error] : []} />
					<StatusButton type="submit" name="intent" value="ask">
						{t('invite.ask')}
					</StatusButton>
				</Form>
			)
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.invite.cashier.name, data?.title) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
