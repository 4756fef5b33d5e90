import { type Generated, type Insertable, type Selectable, type Updateable } from 'kysely'
import { type CategoryKind, type DreGroup } from '@caixa/contract/category'
import { type Language } from '@caixa/contract/enums'
import { type ClientOrSupplierKind } from '@caixa/contract/client-or-supplier'
import { type ProductKind } from '@caixa/contract/product'
import { type SubAcquirerFeeMethod } from '@caixa/contract/sub-acquirer'

/*
 * The schema as Kysely sees it. The same migrations and queries run on SQLite and PostgreSQL, so
 * every column uses a representation both engines store and return alike:
 * - ids: UUID text, generated in JS (crypto.randomUUID), never by the database;
 * - moments: epoch milliseconds (UTC) in `bigint` columns — numbers in JS, compared and
 *   subtracted without parsing, turned into ISO 8601 only at the API's edge;
 * - flags: integer 0 / 1 (SQLite has no boolean, and better-sqlite3 cannot bind one);
 * - calendar dates: `YYYY-MM-DD` text; money: `bigint` counts of the currency's minor unit.
 * PostgreSQL's driver is told to return `bigint` as a number (see connection.ts).
 */

/** A moment, in epoch milliseconds. */
export type EpochMs = number

/** An amount, as an integer count of its currency's minor unit (cents). */
export type MinorUnits = number

/** A calendar date, `YYYY-MM-DD`, in the zone of the unit it belongs to. */
export type CalendarDate = string

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

/** A business (a shop, a restaurant): one currency, one time zone, its cashiers below it. */
export interface UnitsTable {
	id: string
	name: string
	/** The name through searchableText: what `query` matches and what lists sort by. */
	search_text: string
	/** A tax id (CNPJ, EIN…), as typed. */
	document: string | null
	/** ISO 3166-1 enum name (BRAZIL). */
	country: string
	/** ISO 4217 (BRL): every amount of the unit is in it. */
	currency: string
	/** IANA (America/Sao_Paulo): the unit's calendar dates are in it. */
	timezone: string
	/** The company it belongs to; companies arrive later, and with them this column's foreign key. */
	company_id: string | null
	photo_multimedia_id: string | null
	address: string | null
	latitude: number | null
	longitude: number | null
	phone: string | null
	email: string | null
	/** Default late fee of the unit's overdue payments, in basis points (200 = 2%; migration 0005). */
	late_fee_basis_points: Generated<number>
	/** Default interest a month late, pro rata per day, in basis points (100 = 1%). */
	monthly_interest_basis_points: Generated<number>
	/**
	 * Everything the unit's books hold, counted without signs (domain/ledger-bounds.ts), at most
	 * 2^53 − 1: the bound that keeps every balance and report sum of the unit exact (migration 0011).
	 */
	ledger_volume: Generated<MinorUnits>
	owner_profile_id: string
	created_at: EpochMs
}

/** A profile that works in every cashier of a unit (DOMAIN.md "Roles"). */
export interface UnitCollaboratorsTable {
	unit_id: string
	profile_id: string
	created_at: EpochMs
}

/** A cash book: the till, the bank account, the card machine. */
export interface CashiersTable {
	id: string
	unit_id: string
	name: string
	/** The name through searchableText. */
	search_text: string
	opening_balance: MinorUnits
	opening_date: CalendarDate
	/**
	 * The running balance, starting at the opening balance. The ledger keeps it in step inside the
	 * same transactions that pay, unpay, transfer or delete (see migration 0004).
	 */
	balance: MinorUnits
	/**
	 * The running totals the lists and the portal show unfiltered, kept in step by the same writes
	 * as the summary rows they sum (migration 0021, db/cashier-totals.ts): the live records' totals
	 * by direction, and what their open installments still owe by direction.
	 */
	records_in: Generated<MinorUnits>
	records_out: Generated<MinorUnits>
	open_to_receive: Generated<MinorUnits>
	open_to_pay: Generated<MinorUnits>
	/** Archived cashiers leave the lists but keep their books. */
	archived_at: EpochMs | null
	created_by_profile_id: string
	created_at: EpochMs
}

/** A profile that works in one cashier only. */
export interface CashierCollaboratorsTable {
	cashier_id: string
	profile_id: string
	created_at: EpochMs
}

/** An auditor of a cashier: a pending request while `accepted_at` is null. */
export interface CashierAuditorsTable {
	id: string
	cashier_id: string
	profile_id: string
	accepted_at: EpochMs | null
	created_at: EpochMs
}

/** A unit's category of money in or out, and the income-statement line it feeds. */
export interface CategoriesTable {
	id: string
	unit_id: string
	name: string
	/** The name through searchableText (migration 0006). */
	search_text: string
	kind: CategoryKind
	dre_group: DreGroup
	archived_at: EpochMs | null
	created_at: EpochMs
	/**
	 * The default it was made from (domain/default-categories.ts), named in the reader's language
	 * until renamed; null for one renamed or made by hand (migration 0020).
	 */
	default_code: string | null
}

/** Someone a unit sells to or buys from (migration 0006). */
export interface ClientsOrSuppliersTable {
	id: string
	unit_id: string
	name: string
	/** The name through searchableText. */
	search_text: string
	/** In BRAZIL a CPF or CNPJ normalised (domain/brazilian-document.ts); elsewhere as typed. */
	document: string | null
	kind: ClientOrSupplierKind
	email: string | null
	phone: string | null
	archived_at: EpochMs | null
	created_at: EpochMs
}

/** Something a unit sells or buys: goods, or a service (migration 0006). */
export interface ProductsTable {
	id: string
	unit_id: string
	name: string
	/** The name through searchableText. */
	search_text: string
	/** Unique in the unit when given. */
	sku: string | null
	kind: ProductKind
	unit_price: MinorUnits
	unit_cost: MinorUnits
	tracks_stock: Flag
	archived_at: EpochMs | null
	created_at: EpochMs
}

/** A group of companies (a mall, a franchise network), seen by its owner (DOMAIN.md "Organisation"). */
export interface MarketplacesTable {
	id: string
	name: string
	/** The name through searchableText. */
	search_text: string
	owner_profile_id: string
	created_at: EpochMs
}

/** A group of units under one owner; its owner owns its units, its collaborators work in them. */
export interface CompaniesTable {
	id: string
	name: string
	/** The name through searchableText. */
	search_text: string
	/** A tax id (CNPJ, EIN…), as typed. */
	document: string | null
	photo_multimedia_id: string | null
	owner_profile_id: string
	marketplace_id: string | null
	created_at: EpochMs
}

/** A profile that works in every unit of a company (DOMAIN.md "Roles"). */
export interface CompanyCollaboratorsTable {
	company_id: string
	profile_id: string
	created_at: EpochMs
}

/** A payment facilitator (Mercado Pago, Stone…), listed by management (migration 0008). */
export interface SubAcquirersTable {
	id: string
	name: string
	/** The name through searchableText. */
	search_text: string
	/** The tax id as published, or null. */
	document: string | null
	/** The document's letters and digits, upper-cased (domain/document-key.ts): what filters match. */
	document_key: string | null
	/** ISO 3166-1 enum name. */
	country: string
	/** ISO 4217: the currency of its fixed fees. */
	currency: string
	active: Flag
	created_at: EpochMs
}

/** What one payment method costs at a sub-acquirer (migration 0008). */
export interface SubAcquirerFeesTable {
	sub_acquirer_id: string
	method: SubAcquirerFeeMethod
	/** Hundredths of a percent: 199 = 1.99%. */
	fee_basis_points: number
	fixed_fee: MinorUnits
	settlement_days: number
}

/** A record of money in (`input` 1) or out of a cashier (migration 0009). */
export interface InventoriesTable {
	id: string
	cashier_id: string
	unit_id: string
	input: Flag
	order_reference_number: string
	/** The reference as a number when it is one (the next one proposed is the largest + 1). */
	order_number: number | null
	issued_on: CalendarDate
	description: string | null
	search_text: string
	category_id: string | null
	client_or_supplier_id: string | null
	total: MinorUnits
	idempotency_key: string | null
	created_by_profile_id: string
	created_at: EpochMs
	deleted_at: EpochMs | null
	deleted_by_profile_id: string | null
	/**
	 * Its installments' settlement leaving the day out (migration 0012): PAID when none is open,
	 * PARTLY_PAID when some are and something was paid, else PENDING. Kept by the writes that
	 * change installments (refreshSettlement); PAID until the first is written.
	 */
	settled: Generated<RecordSettled>
	/** The earliest due date of its open installments, null when none is open (OVERDUE's key). */
	open_due_on: Generated<CalendarDate | null>
	/**
	 * Its auditors' reactions by kind and its comments (migration 0017), kept by the writes of
	 * db/reactions.ts and db/comments.ts in their own transaction.
	 */
	approved_count: Generated<number>
	question_count: Generated<number>
	rejected_count: Generated<number>
	comment_count: Generated<number>
}

/** An auditor's one reaction to a record (migration 0017). */
export interface InventoryReactionsTable {
	inventory_id: string
	profile_id: string
	cashier_id: string
	reaction: 'APPROVED' | 'QUESTION' | 'REJECTED'
	created_at: EpochMs
	updated_at: EpochMs
}

/** A comment of a record's thread, plain text (migration 0017). */
export interface InventoryCommentsTable {
	id: string
	inventory_id: string
	profile_id: string
	author_role: 'AUDITOR' | 'WRITER'
	body: string
	created_at: EpochMs
}

export type RecordSettled = 'PAID' | 'PARTLY_PAID' | 'PENDING'

/** A product line of a record. */
export interface InventoryItemsTable {
	id: string
	inventory_id: string
	position: number
	product_id: string | null
	name: string
	/** Thousandths of a unit (1.5 is 1500). */
	quantity_milli: number
	unit_price: MinorUnits
	total: MinorUnits
}

export type PaymentStatus = 'PENDING' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED'

/** An installment of a record, or a partial payment (a child) of one. */
export interface PaymentsTable {
	id: string
	inventory_id: string
	cashier_id: string
	unit_id: string
	input: Flag
	parent_id: string | null
	number: number
	of: number
	due_date: CalendarDate
	amount: MinorUnits
	interest: MinorUnits
	late_fee: MinorUnits
	discount: MinorUnits
	interest_rate_basis_points: number | null
	late_fee_rate_basis_points: number | null
	charges_as_of: CalendarDate | null
	/** Everything paid towards it, its children included. */
	paid: MinorUnits
	/** The cash this row itself moved on `paid_on` (what the balance and reports add). */
	cash_moved: MinorUnits
	status: PaymentStatus
	method: string | null
	financial_institution_id: string | null
	paid_at: EpochMs | null
	paid_on: CalendarDate | null
	created_at: EpochMs
	voided_at: EpochMs | null
}

export interface PaymentFollowsTable {
	payment_id: string
	profile_id: string
	created_at: EpochMs
}

/**
 * An Idempotency-Key a profile sent with a create (services/idempotency.ts): the request it was
 * bound to and what that request made, for 24 hours (migration 0011).
 */
export interface IdempotencyKeysTable {
	profile_id: string
	idempotency_key: string
	/** SHA-256 of the request (method, path, canonical JSON body); null for keys of before 0011. */
	fingerprint: string | null
	/** The id of what the first request made (a record), which a replay answers. */
	resource_id: string
	created_at: EpochMs
}

/**
 * An amount moved from one cashier of a unit to another on a date (migration 0014): one row for
 * both halves, which move both balances in the transaction that writes or deletes it.
 */
export interface InternalTransfersTable {
	id: string
	unit_id: string
	from_cashier_id: string
	to_cashier_id: string
	/** Above zero. */
	amount: MinorUnits
	transferred_on: CalendarDate
	description: string | null
	created_by_profile_id: string
	created_at: EpochMs
	deleted_at: EpochMs | null
	deleted_by_profile_id: string | null
}

/** What a summary row of the reports adds up (db/report-days.ts says what each holds). */
export type ReportMeasure =
	| 'ACCRUED'
	| 'ACCRUED_CHARGES'
	| 'ACCRUED_DISCOUNTS'
	| 'COST_OF_GOODS_SOLD'
	| 'PAID_PRINCIPAL'
	| 'PAID_CHARGES'
	| 'OPEN_REMAINING'
	| 'TRANSFER_IN'
	| 'TRANSFER_OUT'

/**
 * A unit's money of one day, cashier, category ('' for none), direction and measure (migration
 * 0018): the reports' summary, kept in step by the writes (db/report-days.ts).
 */
export interface ReportDaysTable {
	unit_id: string
	cashier_id: string
	day: CalendarDate
	measure: ReportMeasure
	category_key: string
	/** 1 money in, 0 money out (a transfer: 1 on the cashier it enters). */
	input: 0 | 1
	amount: MinorUnits
}

/**
 * DUE: installments by due date; PAID: the rows that moved cash, by paid date; ISSUED: records
 * by issue date (migration 0019).
 */
export type ReportInstallmentKind = 'DUE' | 'PAID' | 'ISSUED'

/**
 * A unit's installments of one due day, or cash rows of one paid day, per cashier, category,
 * direction, status and method, counted and summed (migration 0019, db/report-installments.ts).
 */
export interface ReportInstallmentsTable {
	unit_id: string
	kind: ReportInstallmentKind
	day: CalendarDate
	cashier_id: string
	category_key: string
	input: 0 | 1
	/** The installment's status ('' for PAID). */
	status: string
	/** The installment's method, '' for none (and for PAID). */
	method_key: string
	count: number
	total_due: MinorUnits
	paid: MinorUnits
	remaining: MinorUnits
}

export interface Database {
	profiles: ProfilesTable
	sessions: SessionsTable
	access_links: AccessLinksTable
	multimedia: MultimediaTable
	outside_posts: OutsidePostsTable
	rate_limits: RateLimitsTable
	units: UnitsTable
	unit_collaborators: UnitCollaboratorsTable
	cashiers: CashiersTable
	cashier_collaborators: CashierCollaboratorsTable
	cashier_auditors: CashierAuditorsTable
	categories: CategoriesTable
	marketplaces: MarketplacesTable
	companies: CompaniesTable
	company_collaborators: CompanyCollaboratorsTable
	clients_or_suppliers: ClientsOrSuppliersTable
	products: ProductsTable
	sub_acquirers: SubAcquirersTable
	sub_acquirer_fees: SubAcquirerFeesTable
	inventories: InventoriesTable
	inventory_items: InventoryItemsTable
	inventory_reactions: InventoryReactionsTable
	inventory_comments: InventoryCommentsTable
	payments: PaymentsTable
	payment_follows: PaymentFollowsTable
	idempotency_keys: IdempotencyKeysTable
	internal_transfers: InternalTransfersTable
	report_days: ReportDaysTable
	report_installments: ReportInstallmentsTable
}

export type ProfileRow = Selectable<ProfilesTable>
export type NewProfile = Insertable<ProfilesTable>
export type ProfileUpdate = Updateable<ProfilesTable>
export type SessionRow = Selectable<SessionsTable>
export type NewSession = Insertable<SessionsTable>
export type UnitRow = Selectable<UnitsTable>
export type NewUnit = Insertable<UnitsTable>
export type CashierRow = Selectable<CashiersTable>
export type NewCashier = Insertable<CashiersTable>
export type CategoryRow = Selectable<CategoriesTable>
export type ClientOrSupplierRow = Selectable<ClientsOrSuppliersTable>
export type ProductRow = Selectable<ProductsTable>
export type CompanyRow = Selectable<CompaniesTable>
export type MarketplaceRow = Selectable<MarketplacesTable>
export type SubAcquirerRow = Selectable<SubAcquirersTable>
export type InventoryRow = Selectable<InventoriesTable>
export type PaymentRow = Selectable<PaymentsTable>
