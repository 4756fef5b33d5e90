// Errors are values until the edge: domain code throws a DomainError of a kind, and the HTTP
// layer (caixa/http/middleware/errors.ts) turns the kind into a status and a problem+json body.
export type DomainErrorKind =
	'unauthorized' | 'not-found' | 'gone' | 'conflict' | 'invalid' | 'rate-limited'

export interface FieldError {
	/** The field, named as a form names it: `email`, `address.city`, `payments[0].amount`. */
	path: string
	message: string
}

export class DomainError extends Error {
	readonly kind: DomainErrorKind
	readonly fieldErrors: FieldError[]
	readonly retryAfterSeconds: number | undefined
	/** A stable reason (EXPIRED, RATE_LIMITED…) that clients word in their own language. */
	readonly code: string | undefined

	constructor(
		kind: DomainErrorKind,
		message: string,
		extra: { fieldErrors?: FieldError[]; retryAfterSeconds?: number; code?: string } = {},
	) {
		super(message)
		this.name = 'DomainError'
		this.kind = kind
		this.fieldErrors = extra.fieldErrors ?? []
		this.retryAfterSeconds = extra.retryAfterSeconds
		this.code = extra.code
	}
}

export const unauthorized = (message = 'Sign in to continue.', code?: string) =>
	new DomainError('unauthorized', message, { code })

/** Also for what exists but is not the caller's: ids leak nothing. */
export const notFound = (message = 'Not found.', code?: string) =>
	new DomainError('not-found', message, { code })

/** Existed once and never will again (a used or expired access link). */
export const gone = (message: string, code?: string) => new DomainError('gone', message, { code })

export const conflict = (message: string) => new DomainError('conflict', message)

export const invalid = (fieldErrors: FieldError[], message = 'Some fields are not valid.') =>
	new DomainError('invalid', message, { fieldErrors })

export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests.') =>
	new DomainError('rate-limited', message, { retryAfterSeconds, code: 'RATE_LIMITED' })
