import { type Generated, type Insertable, type Selectable, type Updateable } from 'kysely'
import { type Language } from '@caixa/contract/enums'

/*
 * The schema as Kysely sees it. The same migrations and queries run on SQLite and PostgreSQL, so
 * every column uses a representation both engines store and return alike:
 * - ids: UUID text, generated in JS (crypto.randomUUID), never by the database;
 * - moments: epoch milliseconds (UTC) in `bigint` columns — numbers in JS, compared and
 *   subtracted without parsing, turned into ISO 8601 only at the API's edge;
 * - flags: integer 0 / 1 (SQLite has no boolean, and better-sqlite3 cannot bind one);
 * - calendar dates (later tables): `YYYY-MM-DD` text; money (later tables): `bigint` minor units.
 * PostgreSQL's driver is told to return `bigint` as a number (see connection.ts).
 */

/** A moment, in epoch milliseconds. */
export type EpochMs = number

/** A boolean stored as an integer, so one query works on both engines. */
export type Flag = 0 | 1

export interface ProfilesTable {
	id: string
	name: string
	surname: string
	/** Always lower-cased before it is written, so the unique index catches case variants. */
	email: string
	language: Language
	/** ISO 3166-1 enum name (BRAZIL, PORTUGAL…), when the profile gave one. */
	country: string | null
	photo_multimedia_id: string | null
	/** Staff of the product itself; set by an operator command only. */
	management: Generated<Flag>
	created_at: EpochMs
	/** When the profile proved it owns the address (an access link opened, a provider's word). */
	email_verified_at: EpochMs | null
}

export interface SessionsTable {
	id: string
	profile_id: string
	/** SHA-256 of the bearer token, hex; the token itself is never stored. */
	token_hash: string
	created_at: EpochMs
	last_used_at: EpochMs
	/** The absolute end, fixed when the session is issued. */
	expires_at: EpochMs
	revoked_at: EpochMs | null
}

export type AccessLinkPurpose = 'SIGN_IN' | 'CREATE_ACCOUNT'

export interface AccessLinksTable {
	id: string
	/** Lower-cased, like profiles.email. */
	email: string
	token_hash: string
	purpose: AccessLinkPurpose
	/** The profile that signs in with it; null until an account exists for the address. */
	profile_id: string | null
	expires_at: EpochMs
	used_at: EpochMs | null
	created_at: EpochMs
}

export interface MultimediaTable {
	id: string
	owner_profile_id: string
	/** Of the stored renditions (always image/jpeg for photos). */
	content_type: string
	/** Where the renditions live: `${storage_key}/standard.jpg` and `${storage_key}/sample.jpg`. */
	storage_key: string
	standard_bytes: number
	standard_width: number
	standard_height: number
	sample_bytes: number
	sample_width: number
	sample_height: number
	created_at: EpochMs
}

/** A fixed-window counter of a rate limit; `key` names the limit and what it limits. */
export interface RateLimitsTable {
	key: string
	window_start: EpochMs
	count: number
}

/** A short public article (outside post), seeded from caixa/content/posts/*.md by slug. */
export interface OutsidePostsTable {
	id: string
	slug: string
	language: Language
	title: string
	summary: string
	/** Markdown. */
	body: string
	cover: string | null
	/** Title, summary and body through domain/search-text.ts's searchableText: what queries match. */
	search_text: string
	published_at: EpochMs
}

export interface Database {
	profiles: ProfilesTable
	sessions: SessionsTable
	access_links: AccessLinksTable
	multimedia: MultimediaTable
	outside_posts: OutsidePostsTable
	rate_limits: RateLimitsTable
}

export type ProfileRow = Selectable<ProfilesTable>
export type NewProfile = Insertable<ProfilesTable>
export type ProfileUpdate = Updateable<ProfilesTable>
export type SessionRow = Selectable<SessionsTable>
export type NewSession = Insertable<SessionsTable>
