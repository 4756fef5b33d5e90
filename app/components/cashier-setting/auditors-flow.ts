import { type AuditorStatus } from '@caixa/contract/auditor'

// What the cashier settings' auditors section (auditors-section.tsx) and its server half
// (auditors-form.server.ts) share: the query keys, the posts' intents and the data. No server
// code here, nor zod: the browser imports it with the page.

/** `?auditor={id}`: the row asking "Remove them?" / "Decline their request?" (in the URL, so it works without JavaScript). */
export const CONFIRM_AUDITOR_PARAM = 'auditor'

/** `?auditors=N`: how many times AUDITORS_SHOWN rows the section shows ("Show more" adds one). */
export const MORE_AUDITORS_PARAM = 'auditors'

/** Rows the section shows at first, and adds at each "Show more". */
export const AUDITORS_SHOWN = 20

/** The most "Show more" reaches: beyond, a cashier's auditors are no list for a settings page. */
export const MAX_AUDITORS_STEPS = 25

/** The section's posts: accept a pending request, remove an auditor, decline a request. */
export const auditorIntents = ['accept-auditor', 'remove-auditor', 'decline-auditor'] as const
export type AuditorIntent = (typeof auditorIntents)[number]

export function isAuditorIntent(intent: unknown): intent is AuditorIntent {
	return auditorIntents.includes(intent as AuditorIntent)
}

/** An auditor or a request to become one, as the section shows it. */
export interface AuditorRow {
	/** The row's id: the invite to accept, the auditor to remove, the request to decline. */
	id: string
	status: AuditorStatus
	name: string
	surname: string
	email: string
	photo: string | null
	/** When they asked (pending), or when they were accepted. */
	since: string
}

/** The loader's part for the section. */
export interface AuditorsData {
	/** `<APP_URL>/invite/cashier/{cashierId}`: what the owner sends the accountant. */
	inviteLink: string
	/** Pending requests first, then the accepted auditors (the API's order). */
	rows: AuditorRow[]
	/** Whether the API has rows past those shown. */
	more: boolean
	/** How many steps of AUDITORS_SHOWN are shown (`?auditors=`). */
	steps: number
	/** The row asking to confirm its removal or decline, if any (`?auditor=`). */
	confirming: string | null
	/** The unit's zone: the day someone asked is the shop's day. */
	timeZone: string
}

/** The action's answer when it refuses: words over the section. */
export interface AuditorsRefusal {
	auditorsError: string
}

/** The refusal in any action data of the settings page, if it is the section's. */
export function auditorsErrorOf(actionData: unknown): string | undefined {
	return typeof actionData === 'object' &&
		actionData !== null &&
		'auditorsError' in actionData &&
		typeof actionData.auditorsError === 'string'
		? actionData.auditorsError
		: undefined
}
