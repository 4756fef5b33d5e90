import { type Kysely } from 'kysely'
import { type Database, type ProfileRow } from '@caixa/db/database'
import { createAccountUrl } from '@caixa/domain/access-link'
import { normalizeEmail } from '@caixa/domain/email'
import { DomainError, invalid } from '@caixa/domain/errors'
import {
	friendInviteRefusal,
	friendInvitesPerAddress,
	friendInvitesPerInviter,
} from '@caixa/domain/friend-invite'
import { type Clock } from './clock'
import { type Mailer } from './mail'
import { friendInviteMail } from './mail-messages'
import { enforceRateLimit } from './rate-limiter'

export interface FriendInviteContext {
	db: Kysely<Database>
	clock: Clock
	mail: Mailer
	/** The web app's public address: the create-account link points there. */
	appUrl: string
}

/**
 * `POST /accounts/invites`: e-mails `email` an invitation to create an account, in the inviter's
 * language and signed with their name. Whether the address has an account changes nothing, in the
 * answer or the mail: the create-account page already tells an existing account to sign in.
 */
export async function inviteFriend(
	context: FriendInviteContext,
	inviter: ProfileRow,
	email: string,
): Promise<void> {
	const { db, clock, mail, appUrl } = context
	const refusal = friendInviteRefusal(inviter.email, email)
	if (refusal) throw invalid([refusal])
	const now = clock.now()
	await enforceRateLimit(
		db,
		friendInvitesPerInviter,
		inviter.id,
		now,
		`You can send ${friendInvitesPerInviter.max} invitations a day. Try again tomorrow.`,
	)
	const address = normalizeEmail(email)
	try {
		await enforceRateLimit(db, friendInvitesPerAddress, address, now)
	} catch (error) {
		// Invited enough today, by anyone: the mailbox is left alone and the inviter told nothing.
		if (error instanceof DomainError && error.kind === 'rate-limited') return
		throw error
	}
	const inviterName = `${inviter.name} ${inviter.surname}`
	const link = createAccountUrl(appUrl, address)
	await mail.sendMail({ to: address, ...friendInviteMail(inviter.language, inviterName, link) })
}
