import { z } from 'zod'
import { type Language } from '@caixa/contract/enums'
import { normalizeEmail } from '@caixa/domain/email'
import { unauthorized } from '@caixa/domain/errors'
import { languageFromLocale } from '@caixa/domain/language'

// Google and LinkedIn sign-in: the web app runs the OAuth flow and hands the API the provider's
// access token; the API trusts no claim from the browser and asks the provider itself, through
// its OpenID Connect userinfo endpoint, whose address is configuration.

export const oauthProviders = ['google', 'linkedin'] as const
export type OAuthProvider = (typeof oauthProviders)[number]

/** Who the provider says the token's owner is, as far as a profile needs. */
export interface ProviderIdentity {
	/** Verified by the provider, normalized. */
	email: string
	name: string
	surname: string
	language: Language | undefined
}

export const providerRefused = () =>
	unauthorized('The sign-in provider did not accept the token. Sign in again.', 'PROVIDER_REFUSED')

export const emailNotVerified = () =>
	unauthorized(
		'The sign-in provider has no verified e-mail address for this account.',
		'EMAIL_NOT_VERIFIED',
	)

export interface UserinfoRequest {
	provider: OAuthProvider
	userinfoUrl: string
	accessToken: string
	fetch: typeof fetch
	/** The whole exchange, answer included, must end within this, or sign-in gives up. */
	timeoutMs: number
}

/** Asks the provider who the token belongs to; any failure refuses the sign-in (401). */
export async function fetchProviderIdentity(request: UserinfoRequest): Promise<ProviderIdentity> {
	const unreadable = (error: unknown) => {
		console.warn(`Sign-in: ${request.provider} userinfo could not be read: ${String(error)}`)
		return providerRefused()
	}
	let response: Response
	try {
		response = await request.fetch(request.userinfoUrl, {
			headers: { Authorization: `Bearer ${request.accessToken}`, Accept: 'application/json' },
			signal: AbortSignal.timeout(request.timeoutMs),
			redirect: 'error',
		})
	} catch (error) {
		throw unreadable(error)
	}
	if (!response.ok) {
		await response.body?.cancel().catch(() => undefined)
		// A refused token is an everyday event (expired, revoked); a failing provider is not.
		if (response.status >= 500) throw unreadable(`status ${response.status}`)
		throw providerRefused()
	}
	let claims: unknown
	try {
		claims = await response.json()
	} catch (error) {
		throw unreadable(error)
	}
	return identityFromClaims(claims)
}

// Each claim is read on its own and a malformed one is ignored, so that an odd `locale` or
// `name` does not stop a sign-in whose e-mail is fine.
const text = z.string().trim().min(1).optional().catch(undefined)
const claimsSchema = z.object({
	email: text,
	// Google sends a boolean; LinkedIn documents one too, and "true" is accepted in case it sends
	// the string. Anything else (false, absent, "false") is not a verification.
	email_verified: z.union([z.boolean(), z.string()]).optional().catch(undefined),
	given_name: text,
	family_name: text,
	name: text,
	// A BCP 47 tag (Google: "pt-BR", "en"); LinkedIn has also sent { language, country }.
	locale: z
		.union([
			z.string(),
			z
				.object({ language: z.string(), country: z.string().optional() })
				.transform((locale) => `${locale.language}-${locale.country ?? ''}`),
		])
		.optional()
		.catch(undefined),
})

const NAME_MAX = 80

/** The profile fields of a userinfo answer, or a refusal when it has no verified e-mail. */
export function identityFromClaims(claims: unknown): ProviderIdentity {
	const parsed = claimsSchema.safeParse(claims)
	if (!parsed.success) throw providerRefused()
	const { email, email_verified, given_name, family_name, name, locale } = parsed.data
	const verified = email_verified === true || email_verified === 'true'
	if (!email || !verified || !z.email().safeParse(email).success) throw emailNotVerified()
	const normalized = normalizeEmail(email)
	const names = splitNames({ given_name, family_name, name }, normalized)
	return {
		email: normalized,
		name: names.name.slice(0, NAME_MAX),
		surname: names.surname.slice(0, NAME_MAX),
		language: languageFromLocale(locale),
	}
}

function splitNames(
	claims: { given_name?: string; family_name?: string; name?: string },
	email: string,
): { name: string; surname: string } {
	if (claims.given_name) return { name: claims.given_name, surname: claims.family_name ?? '' }
	// Only a full name: its first word is the name, the rest the surname ("Ana Maria Souza").
	const words = claims.name?.split(/\s+/) ?? []
	const [first, ...rest] = words
	if (first) return { name: first, surname: rest.join(' ') || (claims.family_name ?? '') }
	// Nothing but an address: its local part, until the person edits their profile.
	return { name: email.split('@')[0] ?? email, surname: claims.family_name ?? '' }
}
