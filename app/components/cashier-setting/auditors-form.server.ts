import { data } from '@remix-run/node'
import * as z from 'zod'
import { type Cashier } from '@caixa/contract/cashier'
import { endpoints } from '@caixa/contract/endpoints'
import { type Translate } from '~/components/form-errors'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, type Caller } from '~/server/caixa.server'
import { webEnv } from '~/server/env.server'
import { redirectWithToast } from '~/server/toast.server'
import {
	type AuditorRow,
	auditorIntents,
	AUDITORS_SHOWN,
	type AuditorsData,
	type AuditorsRefusal,
	CONFIRM_AUDITOR_PARAM,
	MAX_AUDITORS_STEPS,
	MORE_AUDITORS_PARAM,
} from './auditors-flow'

// The server half of the cashier settings' auditors section (auditors-section.tsx): the loader
// part reads the cashier's auditors and pending requests and makes the invite link; the action
// part accepts a request, removes an auditor or declines a request, then comes back to the page
// without its query, with a toast. Owners and unit collaborators alone reach it (the page never
// offers it to a cashier collaborator, and the API answers them 404).

/** The API's largest page. */
const API_PAGE = 100

type AuditorsCashier = Pick<Cashier, 'id' | 'unit'>

function auditorsPaths(cashier: AuditorsCashier) {
	return { unitId: cashier.unit.id, cashierId: cashier.id }
}

/** The link the owner sends: the invite page of this web app's public address. */
export function inviteLinkOf(cashierId: string) {
	return `${webEnv().APP_URL}/invite/cashier/${cashierId}`
}

/** How many steps of rows `?auditors=` asks for (1 when absent or nonsense). */
function stepsOf(url: URL) {
	const steps = Number(url.searchParams.get(MORE_AUDITORS_PARAM))
	return Number.isInteger(steps) && steps >= 1 ? Math.min(steps, MAX_AUDITORS_STEPS) : 1
}

/** The section's data: the rows shown (one more asked, to know whether there are more). */
export async function loadAuditors(
	{ token, request }: Caller,
	cashier: AuditorsCashier,
): Promise<AuditorsData> {
	const url = new URL(request.url)
	const steps = stepsOf(url)
	const wanted = steps * AUDITORS_SHOWN + 1
	const rows: AuditorRow[] = []
	while (rows.length < wanted) {
		const size = Math.min(API_PAGE, wanted - rows.length)
		const { data: page } = await caixaCall(endpoints.units.cashiers.auditors.list, {
			params: auditorsPaths(cashier),
			query: new URLSearchParams({ offset: String(rows.length), size: String(size) }),
			token,
			request,
		})
		rows.push(
			...page.map((auditor): AuditorRow => ({
				id: auditor.id,
				status: auditor.status,
				name: auditor.profile.name,
				surname: auditor.profile.surname,
				email: auditor.profile.email,
				photo: auditor.profile.photo,
				since: auditor.acceptedAt ?? auditor.createdAt,
			})),
		)
		if (page.length < size) break
	}
	return {
		inviteLink: inviteLinkOf(cashier.id),
		rows: rows.slice(0, wanted - 1),
		more: rows.length === wanted,
		steps,
		confirming: url.searchParams.get(CONFIRM_AUDITOR_PARAM),
		timeZone: cashier.unit.timezone,
	}
}

const auditorPostSchema = z.object({
	intent: z.enum(auditorIntents),
	id: z.uuid(),
	/** The person's name, for the toast (a removal's answer has none). */
	name: z.string().max(200).optional(),
})

/**
 * Accepts (`intent` accept-auditor), removes (remove-auditor) or declines (decline-auditor) the
 * row `id`, then back to the page without its query, with a toast. A row that is no longer there
 * (accepted, removed or declined in another window) is said over the section; the API not taking
 * it just now too. `t` is any translator: the keys name their namespace.
 */
export async function auditorsAction(
	{ token, request }: Caller,
	formData: FormData,
	{ cashier, t }: { cashier: AuditorsCashier; t: Translate },
) {
	const refuse = (message: string, status: number) =>
		data<AuditorsRefusal>({ auditorsError: message }, { status })
	const parsed = auditorPostSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) return refuse(t('common:form.errors.intent'), 400)
	const { intent, id } = parsed.data
	const params = auditorsPaths(cashier)
	let name = parsed.data.name ?? ''
	try {
		if (intent === 'accept-auditor') {
			const { data: accepted } = await caixaCall(endpoints.units.cashiers.auditors.accept, {
				params,
				body: { inviteId: id },
				token,
				request,
			})
			name = `${accepted.profile.name} ${accepted.profile.surname}`.trim()
		} else if (intent === 'remove-auditor') {
			await caixaCall(endpoints.units.cashiers.auditors.remove, {
				params: { ...params, auditorId: id },
				token,
				request,
			})
		} else {
			await caixaCall(endpoints.units.cashiers.auditors.decline, {
				params: { ...params, inviteId: id },
				token,
				request,
			})
		}
	} catch (error) {
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return refuse(unavailable.message, unavailable.status)
		if (await rowGone({ token, request }, cashier, error))
			return refuse(t('auditors:errors.gone'), 409)
		throw pageOfRefusal(error) ?? error
	}
	const done = {
		'accept-auditor': 'accept',
		'remove-auditor': 'remove',
		'decline-auditor': 'decline',
	}
	return redirectWithToast(new URL(request.url).pathname, {
		type: 'success',
		title: t(`auditors:${done[intent]}.done`, { name }),
	})
}

/**
 * Whether a refusal says only that the row is gone. The API answers that with the same 404 as a
 * cashier the caller may not manage, so the cashier's list tells the two apart: a row gone from a
 * list the caller reads is what another window did; a list they may not read is the page's 404.
 */
async function rowGone({ token, request }: Caller, cashier: AuditorsCashier, error: unknown) {
	if (!(error instanceof CaixaProblem && error.status === 404)) return false
	try {
		await caixaCall(endpoints.units.cashiers.auditors.list, {
			params: auditorsPaths(cashier),
			query: new URLSearchParams({ size: '1' }),
			token,
			request,
		})
		return true
	} catch (listError) {
		if (listError instanceof CaixaProblem && listError.status === 404) return false
		throw listError
	}
}
