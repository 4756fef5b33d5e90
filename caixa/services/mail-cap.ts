import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { ALL_MAIL, mailPerHour } from '@caixa/domain/rate-limit'
import { type Clock } from './clock'
import { type Mailer } from './mail'
import { enforceRateLimit } from './rate-limiter'

export interface MailCap {
	database: () => Promise<Kysely<Database>>
	clock: Clock
	/** MAIL_MAX_PER_HOUR, read when the first mail is sent. */
	maxPerHour: () => number
}

/**
 * The mailer every service is given (app.ts): each message is counted against the global cap
 * (rate-limit.ts mailPerHour) just before it is handed on, and over the cap it is not handed on:
 * the call that wanted it answers 429 MAIL_LIMITED with Retry-After. Counted at the send, not at
 * the start of each use case, so that no way of sending mail — today's or a future one — can
 * miss it, and a call that ends up sending nothing (an invitation dropped for its address) costs
 * nothing. The one use case with work before its mail, creating an account, then keeps its new
 * profile: asking again later mails that address a sign-in link ("you already have an account").
 */
export function cappedMailer(mailer: Mailer, cap: MailCap): Mailer {
	return {
		async sendMail(message) {
			await enforceRateLimit(
				await cap.database(),
				mailPerHour(cap.maxPerHour()),
				ALL_MAIL,
				cap.clock.now(),
				'Caixa has sent too many e-mails this hour. Try again later.',
			)
			await mailer.sendMail(message)
		},
	}
}
