import { normalizeEmail } from './email'
import { type FieldError } from './errors'
import { type RateLimit } from './rate-limit'

// Invite a friend (DOMAIN.md "Platform"): a signed-in profile e-mails an address an invitation to
// create an account. Two limits keep it from being a way to send mail as Caixa: one per inviter,
// answered with 429 (the inviter learns nothing from it), and one per invited address, which drops
// further invitations without a word, so that neither the answer nor the mailbox tells anyone that
// the address was invited before (or has an account).

const DAY_MS = 24 * 60 * 60 * 1000

/** Invitations one profile can send in a day. */
export const friendInvitesPerInviter: RateLimit = {
	name: 'friend-invites-per-inviter',
	max: 20,
	windowMs: DAY_MS,
}

/** Invitations one address receives in a day, from everyone; the rest are not sent. */
export const friendInvitesPerAddress: RateLimit = {
	name: 'friend-invites-per-address',
	max: 3,
	windowMs: DAY_MS,
}

/** Why an invitation to `email` from someone whose address is `inviterEmail` is refused, if it is. */
export function friendInviteRefusal(inviterEmail: string, email: string): FieldError | undefined {
	if (normalizeEmail(email) === normalizeEmail(inviterEmail)) {
		return { path: 'email', message: 'This is your own address: invite someone else.' }
	}
	return undefined
}
