import { data } from '@remix-run/node'
import { type Cashier } from '@caixa/contract/cashier'
import { endpoints } from '@caixa/contract/endpoints'
import { type Translate } from '~/components/form-errors'
import { apiUnavailable, pageOfRefusal, type RefusalOptions } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, type Caller } from '~/server/caixa.server'
import { loadCashierOfPage } from '~/components/layouts/cashier-page.server'
import {
	collaboratorPaths,
	type CollaboratorPaths,
} from '~/components/collaborators/collaborators-form.server'
import { redirectWithToast } from '~/server/toast.server'
import { type LeaveWords } from './leave-section'

// The API calls of a cashier's setting screen (app/routes/cashier.$cashierId.setting.tsx): the
// cashier and how the caller reaches it, its own collaborators' paths (the one collaborators flow,
// over the unit's cashier collaborator API), and leaving it (DELETE /cashiers/{id}).

/**
 * How a cashier's details form (this screen's, and the unit's new and edit cashier pages, which
 * share its schema) words an API refusal: a 422's fields in the reader's language — an opening
 * balance past the largest amount (the form checks that first) — and 409 LEDGER_LIMIT on the
 * opening balance: the unit's books have no room for a larger one (caixa/domain/ledger-bounds.ts).
 */
export function cashierDetailsRefusal(t: Translate): RefusalOptions<Record<never, never>> {
	return {
		fieldErrors: (problem) => {
			if (problem.status === 409 && problem.code === 'LEDGER_LIMIT') {
				return { openingBalance: [t('ledger:problem.LEDGER_LIMIT')] }
			}
			if (problem.status !== 422) return undefined
			return Object.fromEntries(
				Object.keys(problem.fieldErrors()).map((path) => [
					path,
					[
						path === 'openingBalance'
							? t('ledger:problem.AMOUNT_LIMIT')
							: t('common:form.errors.invalid'),
					],
				]),
			)
		},
	}
}

/**
 * How the caller reaches the cashier, which decides what the screen offers: the owner edits it and
 * its people; a unit (or company) collaborator sees every cashier of the unit and cannot leave just
 * this one; a cashier collaborator was added to it alone and may leave it.
 */
export type SettingAccess = 'OWNER' | 'UNIT_COLLABORATOR' | 'CASHIER_COLLABORATOR'

/** The cashier (the page's 404 when not the caller's) and the caller's access to it. */
export async function loadCashierSetting(
	{ token, request }: Caller,
	cashierId: string,
): Promise<{ cashier: Cashier; access: SettingAccess }> {
	const cashier = await loadCashierOfPage({ token, request }, cashierId)
	if (cashier.role === 'OWNER') return { cashier, access: 'OWNER' }
	// Both kinds of collaborator are COLLABORATOR on the cashier; only the unit's collaborators
	// may read the unit itself (a cashier collaborator gets its 404).
	const access = (await readsUnit({ token, request }, cashier.unit.id))
		? 'UNIT_COLLABORATOR'
		: 'CASHIER_COLLABORATOR'
	return { cashier, access }
}

async function readsUnit({ token, request }: Caller, unitId: string): Promise<boolean> {
	try {
		await caixaCall(endpoints.units.get, { params: { unitId }, token, request })
		return true
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 404) return false
		throw error
	}
}

/** The cashier's own collaborators, under its unit (owner only: the API's 404 to anyone else). */
export function cashierCollaboratorPaths(cashier: Pick<Cashier, 'id' | 'unit'>): CollaboratorPaths {
	return collaboratorPaths(endpoints.units.cashiers.collaborators, {
		unitId: cashier.unit.id,
		cashierId: cashier.id,
	})
}

/** What the leave form answers when the API refuses: words for the leave section. */
export interface LeaveRefusal {
	leaveError: string
}

/**
 * Leaves the cashier: 204, then the portal (where it is no longer listed) with a toast. The API's
 * 409 (the owner, a unit collaborator: they reach it through the unit) is said on the section; a
 * 404 (left already, in another tab) is the page's 404, as the cashier is no longer theirs. An
 * auditor who stops auditing ends on the portal's auditors tab, in the auditor view's words.
 */
export async function leaveCashier(
	{ token, request }: Caller,
	cashier: Pick<Cashier, 'id' | 'name'>,
	t: Translate,
	ns: LeaveWords = 'cashierSetting',
) {
	try {
		await caixaCall(endpoints.cashiers.leave, { params: { id: cashier.id }, token, request })
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 409) {
			const code = error.code === 'OWNER_CANNOT_LEAVE' ? error.code : 'UNIT_COLLABORATOR'
			return data<LeaveRefusal>({ leaveError: t(`${ns}:leave.errors.${code}`) }, { status: 409 })
		}
		const page = pageOfRefusal(error)
		if (page) throw page
		const unavailable = apiUnavailable(error, t)
		if (unavailable) {
			return data<LeaveRefusal>({ leaveError: unavailable.message }, { status: unavailable.status })
		}
		throw error
	}
	return redirectWithToast(ns === 'audit' ? '/?tab=auditors' : '/', {
		type: 'success',
		title: t(`${ns}:leave.left`, { name: cashier.name }),
	})
}
