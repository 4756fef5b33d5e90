import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { moveLedgerVolume } from '@caixa/db/ledger-volume'
import { ledgerLimit } from '@caixa/domain/ledger-bounds'

/**
 * Takes `delta` more room in the unit's ledger volume (domain/ledger-bounds.ts), or refuses the
 * whole write with 409 LEDGER_LIMIT (on `path`, the field that asked for it): call it as the last
 * statement of the write's transaction, so a refusal rolls everything back and every transaction
 * takes the unit's row last. Every write that adds to the books goes through here — records,
 * installment amounts, interest and late fees, opening balances, and internal transfers
 * (transferVolume: twice the amount).
 */
export async function requireLedgerRoom(
	trx: Kysely<Database>,
	unitId: string,
	delta: number,
	path?: string,
): Promise<void> {
	if (!(await moveLedgerVolume(trx, unitId, delta))) throw ledgerLimit(path)
}
