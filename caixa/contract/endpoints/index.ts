import { auditorSpace, recordConversation } from './auditor-space'
import { auditors, invites } from './auditors'
import { cashiers } from './cashiers'
import { companies, management, marketplaces } from './companies'
import { type Endpoint } from './endpoint'
import { overview } from './overview'
import { accounts, authentication, health, multimedia, outside, prices, session } from './session'
import { reports } from './reports'
import { publics, units } from './units'

/**
 * The /caixa API's endpoints by resource, in the spec's words: `endpoints.cashiers.payments.partial`
 * is `POST /cashiers/{id}/payments/{paymentId}/partial-payment`. The API's routes are built from
 * these entries (caixa/http/route-of.ts) and the web app calls through them (caixaCall).
 */
export const endpoints = {
	health,
	session,
	authentication,
	accounts,
	prices,
	outside,
	multimedia,
	publics,
	units,
	cashiers,
	overview,
	auditors,
	auditorSpace,
	recordConversation,
	invites,
	companies,
	marketplaces,
	management,
	reports,
}

export { type Endpoint, type Method } from './endpoint'

/** Every entry of the table, wherever it sits in the tree. */
export function allEndpoints(tree: object = endpoints): Endpoint[] {
	return Object.values(tree).flatMap((value: unknown) =>
		isEndpoint(value) ? [value] : typeof value === 'object' && value ? allEndpoints(value) : [],
	)
}

function isEndpoint(value: unknown): value is Endpoint {
	return typeof value === 'object' && value !== null && 'method' in value && 'answers' in value
}
