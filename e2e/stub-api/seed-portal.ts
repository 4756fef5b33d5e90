import { type Kysely } from 'kysely'
import { type Cashier } from '@caixa/contract/cashier'
import { addCashierAuditor } from '@caixa/db/collaborators'
import { type Database } from '@caixa/db/database'
import { auditedCashiers, portalCashiers } from './fixtures'
import { type ApiTarget, seedApi } from './seed-api'

// The portal's rows (fixtures.ts), the same in both modes: the stub seeds them for Elena at start,
// real-mode tests for a fresh profile of their own (e2e/support/portal.ts).

/** A unit and its first cashier, as the "create cashier" screen makes them. */
export function quickStart(
	target: ApiTarget,
	token: string,
	unitName: string,
	cashierName: string,
	country = 'BRAZIL',
): Promise<Cashier> {
	return seedApi(target, token).post<Cashier>('/publics/units', { unitName, cashierName, country })
}

/**
 * The reader's 45 cashiers in three units, and two cashiers of `owner`'s that the reader audits
 * (accepted, written with the API's db function: the handshake itself is
 * auditor-invites.spec.ts's subject).
 */
export async function seedPortal(
	target: ApiTarget,
	db: Kysely<Database>,
	reader: { token: string; profileId: string },
	owner: { token: string },
	now: number,
) {
	const api = seedApi(target, reader.token)
	const units = new Map<string, string>()
	for (const { unit, name } of portalCashiers) {
		const unitId = units.get(unit)
		if (unitId) await api.post(`/units/${unitId}/cashiers`, { name })
		else units.set(unit, (await quickStart(target, reader.token, unit, name)).unit.id)
	}
	for (const { unit, name } of auditedCashiers) {
		const cashier = await quickStart(target, owner.token, unit, name)
		await addCashierAuditor(db, cashier.id, reader.profileId, now, now)
	}
}
