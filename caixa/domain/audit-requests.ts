import { type RateLimit } from './rate-limit'

// Asking to audit a cashier (DOMAIN.md "Auditors"): each new request e-mails the cashier's unit's
// owner, so asking is capped per requester like the other calls that make the API send mail. A
// repeated ask for the same cashier changes nothing and mails no one, so only new requests count.

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * New requests to audit one profile can make in a day: an accountant taking on clients asks a
 * handful; twenty a day keeps one account from mailing owners by the hundred.
 */
export const auditRequestsPerRequester: RateLimit = {
	name: 'audit-requests-per-requester',
	max: 20,
	windowMs: DAY_MS,
}
