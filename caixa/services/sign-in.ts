import { type Kysely } from 'kysely'
import { type AccountBody } from '@caixa/contract/account'
import { type Language } from '@caixa/contract/enums'
import { consumeAccessLink, findAccessLink, insertAccessLink } from '@caixa/db/access-links'
import { type AccessLinkPurpose, type Database, type ProfileRow } from '@caixa/db/database'
import { insertProfileUnlessTaken, markEmailVerified } from '@caixa/db/profile-email'
import { findProfileByEmail } from '@caixa/db/profiles'
import { issueSession } from '@caixa/db/sessions'
import { writeTransaction } from '@caixa/db/transaction'
import {
	accessLinkExpiresAt,
	accessLinkRefusal,
	accessLinkUrl,
	createAccountUrl,
} from '@caixa/domain/access-link'
import { normalizeEmail } from '@caixa/domain/email'
import { gone, notFound } from '@caixa/domain/errors'
import { accessLinksPerAddress } from '@caixa/domain/rate-limit'
import { generateToken, hashToken, type SessionPolicy } from '@caixa/domain/session-token'
import { caixaEnv } from '@caixa/env'
import { type Clock } from './clock'
import { type Mailer } from './mail'
import {
	alreadyHaveAccountMail,
	type MailContent,
	noAccountMail,
	signInMail,
	welcomeMail,
} from './mail-messages'
import { fetchProviderIdentity, type OAuthProvider } from './oauth-check'
import { enforceRateLimit } from './rate-limiter'

// Signing in (DOMAIN.md "Sign-in"): by an e-mailed one-time link, or by a Google or LinkedIn
// token that the provider vouches for. Every way ends in a new session for a profile.

export interface SignInConfig {
	/** The web app's public address: links in e-mails point there. */
	appUrl: string
	accessLinkMinutes: number
	userinfoUrls: Record<OAuthProvider, string>
	/** How long a provider may take to answer a token check. */
	providerTimeoutMs: number
	fetch: typeof fetch
}

export type SignInOptions = Partial<Omit<SignInConfig, 'userinfoUrls'>> & {
	userinfoUrls?: Partial<Record<OAuthProvider, string>>
}

export const PROVIDER_TIMEOUT_MS = 5000

/** The configuration, from options first and the environment for the rest, read on first use. */
export function lazySignInConfig(options: SignInOptions = {}): () => SignInConfig {
	let config: SignInConfig | undefined
	return () => {
		if (config) return config
		// The environment is read only for what the options leave out, so a test app that gives
		// everything needs no environment at all.
		config = {
			appUrl: options.appUrl ?? caixaEnv().APP_URL,
			accessLinkMinutes: options.accessLinkMinutes ?? caixaEnv().ACCESS_LINK_MINUTES,
			userinfoUrls: {
				google: options.userinfoUrls?.google ?? caixaEnv().GOOGLE_USERINFO_URL,
				linkedin: options.userinfoUrls?.linkedin ?? caixaEnv().LINKEDIN_USERINFO_URL,
			},
			providerTimeoutMs: options.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS,
			// Looked up at each call, not captured now, so whatever fetch the process has is used.
			fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
		}
		return config
	}
}

export interface SignInContext {
	db: Kysely<Database>
	clock: Clock
	mail: Mailer
	sessionPolicy: SessionPolicy
	config: SignInConfig
}

export interface SignedIn {
	token: string
	profile: ProfileRow
}

// The one refusal of the per-address limit, worded alike for every address: whether the address
// has an account must not show, not even here.
const TOO_MANY_LINKS = 'Too many e-mails were asked for this address. Try again later.'

/**
 * `POST /authentication`: mails a sign-in link to an address with an account, and an offer to
 * create one to an address without. The caller learns nothing of which it was.
 */
export async function requestAccess(
	context: SignInContext,
	request: { email: string; redirect?: string; language?: Language },
): Promise<void> {
	const { db, clock, config } = context
	const now = clock.now()
	const email = normalizeEmail(request.email)
	await enforceRateLimit(db, accessLinksPerAddress, email, now, TOO_MANY_LINKS)
	const profile = await findProfileByEmail(db, email)
	if (!profile) {
		const offer = createAccountUrl(config.appUrl, email, request.redirect)
		await send(context, email, noAccountMail(request.language ?? 'en-US', offer))
		return
	}
	const link = await issueAccessLink(db, context, profile, 'SIGN_IN', request.redirect, now)
	await send(context, profile.email, signInMail(profile.language, link, config.accessLinkMinutes))
}

/**
 * `POST /accounts`: creates the profile and mails its first access link, which also confirms
 * the address. An address that already has an account gets a sign-in link and a word that it
 * has one, and the caller, again, learns nothing of which it was.
 */
export async function createAccount(context: SignInContext, body: AccountBody): Promise<void> {
	const { db, clock, config } = context
	const now = clock.now()
	const email = normalizeEmail(body.email)
	await enforceRateLimit(db, accessLinksPerAddress, email, now, TOO_MANY_LINKS)
	const created = await writeTransaction(db, async (trx) => {
		const profile = await insertProfileUnlessTaken(
			trx,
			{ name: body.name, surname: body.surname, email, language: body.language },
			now,
		)
		if (!profile) return undefined
		const link = await issueAccessLink(trx, context, profile, 'CREATE_ACCOUNT', body.redirect, now)
		return { profile, link }
	})
	if (created) {
		const { profile, link } = created
		await send(context, email, welcomeMail(profile.language, link, config.accessLinkMinutes))
		return
	}
	const existing = await findProfileByEmail(db, email)
	if (!existing) throw new Error('A profile that refused a duplicate address is gone')
	const link = await issueAccessLink(db, context, existing, 'SIGN_IN', body.redirect, now)
	const mail = alreadyHaveAccountMail(existing.language, link, config.accessLinkMinutes)
	await send(context, existing.email, mail)
}

/**
 * `POST /authentication/check`: uses up an access link and signs its profile in, confirming its
 * address on the way (only its owner could open the mail). A link that cannot sign in says why:
 * 410 USED or EXPIRED, 404 UNKNOWN for a token no link ever had.
 */
export async function checkAccessLink(context: SignInContext, token: string): Promise<SignedIn> {
	const { db, clock, sessionPolicy } = context
	const now = clock.now()
	const tokenHash = hashToken(token)
	const signedIn = await writeTransaction(db, async (trx) => {
		const link = await consumeAccessLink(trx, tokenHash, now)
		if (!link) return undefined
		const profile = await markEmailVerified(trx, link.profileId, now)
		const session = await issueSession(trx, profile.id, now, sessionPolicy)
		return { token: session.token, profile }
	})
	if (signedIn) return signedIn

	const link = await findAccessLink(db, tokenHash)
	const refusal = link?.profile_id
		? accessLinkRefusal({ usedAt: link.used_at, expiresAt: link.expires_at }, now)
		: null
	if (refusal === 'USED') {
		throw gone('This link was already used. Ask for a new one.', 'USED')
	}
	if (refusal === 'EXPIRED') {
		throw gone('This link has expired. Ask for a new one.', 'EXPIRED')
	}
	// Unknown, forged, or (one in 2^256) a link used up between the two queries above.
	throw notFound('This link is not valid. Ask for a new one.', 'UNKNOWN')
}

/**
 * `GET /authentication/check/{provider}`: signs in the owner of a provider's access token,
 * creating their profile from the provider's claims the first time. The profile is found by the
 * provider's verified e-mail, so an account made by e-mail and a Google sign-in are one profile.
 */
export async function signInWithProvider(
	context: SignInContext,
	provider: OAuthProvider,
	accessToken: string,
): Promise<SignedIn> {
	const { db, clock, sessionPolicy, config } = context
	const identity = await fetchProviderIdentity({
		provider,
		userinfoUrl: config.userinfoUrls[provider],
		accessToken,
		fetch: config.fetch,
		timeoutMs: config.providerTimeoutMs,
	})
	const now = clock.now()
	return writeTransaction(db, async (trx) => {
		const found =
			(await findProfileByEmail(trx, identity.email)) ??
			(await insertProfileUnlessTaken(trx, identity, now)) ??
			// Created by a concurrent sign-in after the lookup above.
			(await findProfileByEmail(trx, identity.email))
		if (!found) throw new Error('A profile that refused a duplicate address is gone')
		const profile = await markEmailVerified(trx, found.id, now)
		const session = await issueSession(trx, profile.id, now, sessionPolicy)
		return { token: session.token, profile }
	})
}

async function issueAccessLink(
	db: Kysely<Database>,
	context: SignInContext,
	profile: ProfileRow,
	purpose: AccessLinkPurpose,
	redirect: string | undefined,
	now: number,
): Promise<string> {
	const token = generateToken()
	await insertAccessLink(
		db,
		{
			email: profile.email,
			profileId: profile.id,
			purpose,
			tokenHash: hashToken(token),
			expiresAt: accessLinkExpiresAt(now, context.config.accessLinkMinutes),
		},
		now,
	)
	return accessLinkUrl(context.config.appUrl, token, redirect)
}

function send(context: SignInContext, to: string, content: MailContent): Promise<void> {
	return context.mail.sendMail({ to, ...content })
}
