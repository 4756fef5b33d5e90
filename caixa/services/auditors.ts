import { type Kysely } from 'kysely'
import { ALREADY_WRITER, type AuditInviteState } from '@caixa/contract/auditor'
import { cashierRoleOf, unitRoleOf } from '@caixa/db/access'
import {
	acceptAuditRequest,
	type AuditorPage,
	type CashierAuditorView,
	deleteCashierAuditor,
	findAuditRequest,
	findCashierAuditor,
	findInvitedCashier,
	insertAuditRequest,
	type InvitedCashier,
	listCashierAuditors,
} from '@caixa/db/auditors'
import { findCashierOfUnit } from '@caixa/db/cashier-changes'
import { type Database, type ProfileRow } from '@caixa/db/database'
import { writeTransaction } from '@caixa/db/transaction'
import { auditRequestsPerRequester } from '@caixa/domain/audit-requests'
import { DomainError, notFound } from '@caixa/domain/errors'
import { MAIL_LIMITED } from '@caixa/domain/rate-limit'
import { type Clock } from './clock'
import { type Mailer } from './mail'
import { auditRequestMail } from './mail-messages'
import { enforceRateLimit } from './rate-limiter'

export { type AuditedCashierView, requireAuditedCashier } from '@caixa/db/audit-access'
export { listAuditedCashiers } from '@caixa/db/cashiers'
export type { CashierAuditorView }

// The auditor handshake (DOMAIN.md "Auditors, reactions, comments"; roles table "invite or remove
// auditors of a cashier": its unit's or company's owner and collaborators, not a cashier
// collaborator). Anyone signed in who has the invite link sees which cashier it is and asks to
// audit it; whoever manages the cashier's unit accepts, declines or removes. A caller who may not
// manage the cashier gets the 404 of a cashier that does not exist, as everywhere.

/**
 * Passes when the caller owns or collaborates on the unit (or its company) and the cashier is the
 * unit's, archived or not; else a 404. `lock` inside a write: the cashier's row is the write's.
 */
export async function requireAuditorManager(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	options: { lock: boolean } = { lock: false },
): Promise<void> {
	if (!(await unitRoleOf(db, profileId, unitId))) throw notFound('No unit of yours has this id.')
	if (!(await findCashierOfUnit(db, unitId, cashierId, options))) {
		throw notFound('No cashier of this unit has this id.')
	}
}

/** `GET …/auditors`: a page of the cashier's pending requests and accepted auditors. */
export async function listAuditorsOfCashier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	page: AuditorPage,
): Promise<CashierAuditorView[]> {
	await requireAuditorManager(db, profileId, unitId, cashierId)
	return listCashierAuditors(db, cashierId, page)
}

/**
 * `POST …/auditors/accept {inviteId}`: the row, accepted. Accepting it again answers it as it is,
 * with its first acceptance moment. A request of another cashier is a 404 here.
 */
export function acceptAuditor(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	inviteId: string,
	now: number,
): Promise<CashierAuditorView> {
	return writeTransaction(db, async (trx) => {
		await requireAuditorManager(trx, profileId, unitId, cashierId, { lock: true })
		await acceptAuditRequest(trx, cashierId, inviteId, now)
		const row = await findCashierAuditor(trx, cashierId, inviteId)
		if (!row) throw notFound('No request to audit this cashier has this id.')
		return row
	})
}

/**
 * `DELETE …/auditors/{id}` (an accepted auditor, who stops seeing the cashier at once) and
 * `DELETE …/auditors/invites/{id}` (a pending request, declined): each path its own kind, and a
 * 404 on the other, so a click on a list that changed meanwhile never removes what was not meant.
 */
export function removeCashierAuditor(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	cashierId: string,
	id: string,
	status: 'ACCEPTED' | 'PENDING',
): Promise<void> {
	return writeTransaction(db, async (trx) => {
		await requireAuditorManager(trx, profileId, unitId, cashierId, { lock: true })
		if (!(await deleteCashierAuditor(trx, cashierId, id, status))) {
			throw notFound(
				status === 'ACCEPTED'
					? 'No auditor of this cashier has this id.'
					: 'No pending request to audit this cashier has this id.',
			)
		}
	})
}

/** What the invite link shows, and where the caller stands with the cashier. */
export interface CashierInviteView {
	cashier: InvitedCashier
	state: AuditInviteState
}

/**
 * `GET /invites/cashiers/{cashierId}`, for any signed-in profile: the link was shared with them,
 * so a live cashier is named to whoever holds its id. An archived one takes no auditors: 404.
 */
export async function cashierInviteFor(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<CashierInviteView> {
	const cashier = await findInvitedCashier(db, cashierId)
	if (!cashier || cashier.archived) throw notFound('No cashier has this id.')
	return { cashier, state: await inviteStateOf(db, profileId, cashierId) }
}

async function inviteStateOf(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<AuditInviteState> {
	if (await cashierRoleOf(db, profileId, cashierId)) return 'WRITER'
	const request = await findAuditRequest(db, cashierId, profileId)
	if (!request) return 'NONE'
	return request.acceptedAt === null ? 'PENDING' : 'ACCEPTED'
}

export interface AuditRequestContext {
	db: Kysely<Database>
	clock: Clock
	mail: Mailer
	/** The web app's public address: the mail links to the cashier's settings there. */
	appUrl: string
}

/**
 * `POST /invites/cashiers {cashierId}`: the caller asks to audit the cashier. A new request mails
 * the unit's owner, in the owner's language, naming who asked; asking again (pending or accepted)
 * answers the row's state and mails no one. Someone who writes the cashier already cannot ask
 * (409 ALREADY_WRITER): auditing is the reading of an outsider.
 */
export async function askToAudit(
	context: AuditRequestContext,
	requester: ProfileRow,
	cashierId: string,
): Promise<{ invite: CashierInviteView; created: boolean }> {
	const { db, clock, mail, appUrl } = context
	const invite = await cashierInviteFor(db, requester.id, cashierId)
	if (invite.state === 'WRITER') {
		throw new DomainError(
			'conflict',
			'You already write this cashier’s books: only someone from outside can audit it.',
			{ code: ALREADY_WRITER },
		)
	}
	if (invite.state !== 'NONE') return { invite, created: false }
	const now = clock.now()
	// Counted before the row is written, so a refused ask leaves nothing behind; asks at once for
	// the same cashier may each count, and a requester doing that only spends their own allowance.
	await enforceRateLimit(
		db,
		auditRequestsPerRequester,
		requester.id,
		now,
		`You can ask to audit ${auditRequestsPerRequester.max} cashiers a day. Try again tomorrow.`,
	)
	const created = await insertAuditRequest(db, cashierId, requester.id, now)
	if (created) await mailOwner(mail, appUrl, invite.cashier, requester)
	return {
		invite: { ...invite, state: await inviteStateOf(db, requester.id, cashierId) },
		created,
	}
}

async function mailOwner(
	mail: Mailer,
	appUrl: string,
	cashier: InvitedCashier,
	requester: ProfileRow,
): Promise<void> {
	const link = new URL(`/cashier/${cashier.id}/setting`, appUrl).toString()
	const message = auditRequestMail(
		cashier.owner.language,
		{
			requester: `${requester.name} ${requester.surname}`,
			cashier: cashier.name,
			unit: cashier.unitName,
		},
		link,
	)
	try {
		await mail.sendMail({ to: cashier.owner.email, ...message })
	} catch (error) {
		// Over the API's hourly mail cap the request still stands, and the owner finds it among the
		// cashier's auditors: the requester did nothing wrong, so they are not told to try again.
		if (error instanceof DomainError && error.code === MAIL_LIMITED) return
		throw error
	}
}
