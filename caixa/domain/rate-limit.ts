import { createHash } from 'node:crypto'

// Fixed-window rate limits (DOMAIN.md "Sessions and sign-in limits"). A fixed window lets a
// burst of up to twice the limit through across a window's edge; for sign-in, whose aim is to
// stop mail-bombing and guessing, that is enough, and it needs one counter row per subject.

export interface RateLimit {
	/** Part of the counter's key, so that two limits never share a counter. */
	name: string
	max: number
	windowMs: number
	/** The refusal's problem `code`; RATE_LIMITED unless a client must word it differently. */
	code?: string
}

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

/** E-mails a visitor can have sent to one address (POST /accounts and /authentication alike). */
export const accessLinksPerAddress: RateLimit = {
	name: 'access-links-per-address',
	max: 5,
	windowMs: 15 * MINUTE_MS,
}

/** Sign-in calls (requests, checks, provider checks) from one client address. */
export const signInRequestsPerClient: RateLimit = {
	name: 'sign-in-per-client',
	max: 10,
	windowMs: MINUTE_MS,
}

// Mail caps. Every e-mail the API sends goes to an address its caller typed, so each way of
// making it send one is capped, so that Caixa is never an open mailer:
// - sign-in and create-account mails: 5 per address per 15 minutes (accessLinksPerAddress) and
//   10 calls per client per minute (signInRequestsPerClient);
// - invitations to a friend: 20 per inviter per day and 3 per invited address per day
//   (friend-invite.ts). Per inviter the day is the cap, not the hour: a person inviting friends by
//   hand sends a handful; 20 an hour would let one signed-in account send 480 a day;
// - adding a collaborator sends no mail (it names an existing profile);
// - asking to audit a cashier mails its unit's owner: 20 new requests per requester per day
//   (audit-requests.ts; asking again for the same cashier mails no one);
// - and above them all, every e-mail from every process counts against one counter
//   (mailPerHour): what a crowd of clients, or of accounts, can make the product send in an hour
//   whatever the caps above let through, so that the sender's reputation and the mail provider's
//   quota survive an attack. Its refusal has its own code, MAIL_LIMITED: the caller did nothing
//   wrong, and the invite dialog must not say "you sent many invitations".

/** The code of mailPerHour's refusal. */
export const MAIL_LIMITED = 'MAIL_LIMITED'

/**
 * Every e-mail the API sends, from any process, in a fixed hour (MAIL_MAX_PER_HOUR, default 500:
 * some 8 a minute, far above what a small business's team signs in with, and well inside an SMTP
 * provider's hourly quota). Being a fixed window, it may let twice the figure through around a
 * window's edge (the end of one hour and the start of the next); a cap on floods needs no better.
 */
export function mailPerHour(max: number): RateLimit {
	return { name: 'mail-per-hour', max, windowMs: HOUR_MS, code: MAIL_LIMITED }
}

/** The one subject of mailPerHour: every e-mail counts against the same counter. */
export const ALL_MAIL = 'all'

/** Counter rows whose window started longer ago than this are pruned; longer than any window. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * MINUTE_MS

export function windowStartOf(now: number, windowMs: number): number {
	return Math.floor(now / windowMs) * windowMs
}

/**
 * The counter's key. The subject (an e-mail address, a client address) is hashed, so the table
 * holds no addresses of people who may have no account, and keys have one length.
 */
export function rateLimitKey(limit: RateLimit, subject: string): string {
	return `${limit.name}:${createHash('sha256').update(subject).digest('hex')}`
}

/** Seconds until the window that refused a request ends: what Retry-After says. At least 1. */
export function retryAfterSeconds(limit: RateLimit, windowStart: number, now: number): number {
	return Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000))
}
