import { type IncomingMessage } from 'node:http'
import { OpenAPIHono } from '@hono/zod-openapi'
import { type Context } from 'hono'
import { except } from 'hono/combine'
import { type SessionPolicy } from '@caixa/domain/session-token'
import { caixaEnv } from '@caixa/env'
import { type Clock, systemClock } from '@caixa/services/clock'
import { type CaixaDatabase, migratedDatabase } from '@caixa/services/database'
import { createMailer, type Mailer } from '@caixa/services/mail'
import { cappedMailer } from '@caixa/services/mail-cap'
import {
	defaultMultimediaStorage,
	type MultimediaStorage,
} from '@caixa/services/multimedia-storage'
import { type SignInOptions } from '@caixa/services/sign-in'
import { clientAddress } from './client-address'
import { type CaixaDependencies } from './dependencies'
import { limitBody } from './middleware/body-limit'
import { handleError, handleNotFound, validationHook } from './middleware/errors'
import { securityHeaders } from './middleware/security-headers'
import { type SessionReads } from './middleware/session'
import { API_BASE } from './paths'
import { accountInvitesRoutes } from './routes/account-invites'
import { accountRoutes } from './routes/accounts'
import { auditorSpaceRoutes } from './routes/auditor-space'
import { auditorsRoutes } from './routes/auditors'
import { cashierCommentsRoutes } from './routes/cashier-comments'
import { authenticationRoutes } from './routes/authentication'
import { cashierAuditorsRoutes } from './routes/cashier-auditors'
import { invitesCashiersRoutes } from './routes/invites-cashiers'
import { cashiersRoutes } from './routes/cashiers'
import { cashierInventoriesRoutes } from './routes/cashier-inventories'
import { cashierLedgerTotalsRoutes } from './routes/cashier-ledger-totals'
import { cashierPaymentsRoutes } from './routes/cashier-payments'
import { healthRoutes } from './routes/health'
import { isMultimediaUpload, multimediaRoutes } from './routes/multimedia'
import { serveOpenApiDocument } from './routes/openapi'
import { outsidePostsRoutes } from './routes/outside-posts'
import { overviewRoutes } from './routes/overview'
import { pricesRoutes } from './routes/prices'
import { publicsUnitsRoutes } from './routes/publics-units'
import { sessionRoutes } from './routes/session'
import { sessionManagementRoutes } from './routes/session-management'
import { sessionPhotoRoutes } from './routes/session-photo'
import { signInRoutes } from './routes/sign-in'
import { unitCollaboratorsRoutes } from './routes/unit-collaborators'
import { unitCashiersRoutes } from './routes/unit-cashiers'
import { unitsRoutes } from './routes/units'
import { subAcquirersRoutes } from './routes/sub-acquirers'
import { unitCategoriesRoutes } from './routes/unit-categories'
import { unitClientsOrSuppliersRoutes } from './routes/unit-clients-or-suppliers'
import { unitFinancialInstitutionsRoutes } from './routes/unit-financial-institutions'
import { unitProductsRoutes } from './routes/unit-products'
import { unitStockRoutes } from './routes/unit-stock'
import { unitCashierCollaboratorsRoutes } from './routes/unit-cashier-collaborators'
import { companiesRoutes } from './routes/companies'
import { companyCollaboratorsRoutes } from './routes/company-collaborators'
import { companyUnitsRoutes } from './routes/company-units'
import { marketplacesRoutes } from './routes/marketplaces'
import { cashierLookupsRoutes } from './routes/cashier-lookups'
import { unitInternalTransfersRoutes } from './routes/unit-internal-transfers'
import { reportsRoutes } from './routes/reports'
import { reportsCashFlowRoutes } from './routes/reports-cash-flow'
import { reportsConsolidatedRoutes } from './routes/reports-consolidated'
import { reportsPaymentsRoutes } from './routes/reports-payments'

export interface CaixaAppOptions {
	/** Migrated before its first query. Default: the process's database (DATA_DIR / DATABASE_URL). */
	db?: CaixaDatabase
	clock?: Clock
	mail?: Mailer
	/** Default: SESSION_MAX_AGE_DAYS / SESSION_IDLE_DAYS. */
	sessionPolicy?: SessionPolicy
	/** Where photos are kept. Default: files under DATA_DIR/multimedia. */
	multimediaStorage?: MultimediaStorage
	/** Default: APP_URL, ACCESS_LINK_MINUTES, GOOGLE_USERINFO_URL, LINKEDIN_USERINFO_URL. */
	signIn?: SignInOptions
	/**
	 * Proxies trusted to append to X-Forwarded-For (client-address.ts). Default 1: in process,
	 * the only way in is through the web server, which resolves the browser's address and
	 * writes it there; a server of its own (server.ts) passes TRUST_PROXY.
	 */
	trustedProxies?: number
	/** The global cap on e-mails sent (mail-cap.ts). Default: MAIL_MAX_PER_HOUR. */
	mailMaxPerHour?: number
}

export function createCaixaApp(options: CaixaAppOptions = {}) {
	const deps = resolveDependencies(options)
	const app = new OpenAPIHono({ defaultHook: validationHook })
	app.onError(handleError)
	app.notFound(handleNotFound)
	// First, so that it wraps every answer: the routes', the problems', the 404s'.
	app.use('*', securityHeaders())
	// Every route takes JSON but the photo upload, which is left out of this limit and sets its
	// own larger one, since a route's own limit cannot lift one that already ran.
	app.use(`${API_BASE}/*`, except(isMultimediaUpload, limitBody()))
	app.route(API_BASE, healthRoutes(deps))
	app.route(API_BASE, sessionRoutes(deps))
	app.route(API_BASE, authenticationRoutes(deps))
	app.route(API_BASE, signInRoutes(deps, options.signIn))
	app.route(API_BASE, accountRoutes(deps, options.signIn))
	app.route(API_BASE, sessionManagementRoutes(deps))
	app.route(API_BASE, pricesRoutes())
	app.route(API_BASE, outsidePostsRoutes(deps))
	app.route(
		API_BASE,
		multimediaRoutes(deps, options.multimediaStorage ?? defaultMultimediaStorage()),
	)
	app.route(API_BASE, sessionPhotoRoutes(deps))
	app.route(API_BASE, accountInvitesRoutes(deps, options.signIn))
	app.route(API_BASE, publicsUnitsRoutes(deps))
	app.route(API_BASE, unitsRoutes(deps))
	app.route(API_BASE, unitCashiersRoutes(deps))
	app.route(API_BASE, unitCollaboratorsRoutes(deps))
	app.route(API_BASE, cashiersRoutes(deps))
	app.route(API_BASE, overviewRoutes(deps))
	app.route(API_BASE, cashierLedgerTotalsRoutes(deps))
	app.route(API_BASE, cashierInventoriesRoutes(deps))
	app.route(API_BASE, cashierPaymentsRoutes(deps))
	app.route(API_BASE, auditorsRoutes(deps))
	app.route(API_BASE, auditorSpaceRoutes(deps))
	app.route(API_BASE, cashierCommentsRoutes(deps))
	app.route(API_BASE, subAcquirersRoutes(deps))
	app.route(API_BASE, unitCategoriesRoutes(deps))
	app.route(API_BASE, unitClientsOrSuppliersRoutes(deps))
	app.route(API_BASE, unitProductsRoutes(deps))
	app.route(API_BASE, unitStockRoutes(deps))
	app.route(API_BASE, unitFinancialInstitutionsRoutes(deps))
	app.route(API_BASE, unitCashierCollaboratorsRoutes(deps))
	app.route(API_BASE, cashierAuditorsRoutes(deps))
	app.route(API_BASE, invitesCashiersRoutes(deps, options.signIn))
	app.route(API_BASE, companiesRoutes(deps))
	app.route(API_BASE, companyUnitsRoutes(deps))
	app.route(API_BASE, companyCollaboratorsRoutes(deps))
	app.route(API_BASE, marketplacesRoutes(deps))
	app.route(API_BASE, cashierLookupsRoutes(deps))
	app.route(API_BASE, unitInternalTransfersRoutes(deps))
	app.route(API_BASE, reportsRoutes(deps))
	app.route(API_BASE, reportsCashFlowRoutes(deps))
	app.route(API_BASE, reportsPaymentsRoutes(deps))
	app.route(API_BASE, reportsConsolidatedRoutes(deps))
	serveOpenApiDocument(app)
	return app
}

export type CaixaApp = ReturnType<typeof createCaixaApp>

function resolveDependencies(options: CaixaAppOptions): CaixaDependencies {
	let mailer: Mailer | undefined
	const database = migratedDatabase(options.db)
	const clock = options.clock ?? systemClock
	return {
		database,
		clock,
		// Configuration is read when first needed, not when the app is built. Every message, a
		// test's mailer's too, goes through the global cap.
		mail: cappedMailer(
			options.mail ?? {
				sendMail: (message) => {
					const env = caixaEnv()
					mailer ??= createMailer({
						from: env.MAIL_FROM,
						smtpUrl: env.SMTP_URL,
						dataDir: env.DATA_DIR,
					})
					return mailer.sendMail(message)
				},
			},
			{
				database,
				clock,
				maxPerHour: () => options.mailMaxPerHour ?? caixaEnv().MAIL_MAX_PER_HOUR,
			},
		),
		sessionPolicy: options.sessionPolicy ?? sessionPolicyFromEnv(),
		clientAddress: (c) =>
			clientAddress({
				headers: c.req.raw.headers,
				connection: connectionAddressOf(c),
				trustedProxies: options.trustedProxies ?? 1,
			}),
	}
}

// Served by @hono/node-server, the Node request is the context's env; in process there is none.
function connectionAddressOf(c: Context): string | undefined {
	const env = c.env as { incoming?: IncomingMessage } | undefined
	return env?.incoming?.socket.remoteAddress
}

function sessionPolicyFromEnv(): SessionPolicy {
	const env = caixaEnv()
	return { maxAgeDays: env.SESSION_MAX_AGE_DAYS, idleDays: env.SESSION_IDLE_DAYS }
}

let defaultApp: CaixaApp | undefined

/**
 * The API as a fetch handler, over the process's database. Nothing happens on import: the first
 * request builds the app, and its first query migrates the database.
 */
export const caixa = {
	fetch: async (request: Request, env?: SessionReads): Promise<Response> => {
		defaultApp ??= createCaixaApp()
		return defaultApp.fetch(request, env)
	},
}
