import { type Kysely } from 'kysely'
import {
	type ClientOrSupplierBody,
	type ClientOrSupplierListQuery,
	type ClientOrSupplierUpdateBody,
} from '@caixa/contract/client-or-supplier'
import {
	deleteClientOrSupplier,
	findClientOrSupplier,
	insertClientOrSupplier,
	listClientsOrSuppliers,
	updateClientOrSupplier,
} from '@caixa/db/clients-or-suppliers'
import { type ClientOrSupplierRow, type Database } from '@caixa/db/database'
import { clientOrSupplierReferences, isReferenced, type Reference } from '@caixa/db/references'
import { writeTransaction } from '@caixa/db/transaction'
import { type MasterDataScope, requireMasterDataScope } from '@caixa/db/master-data-scope'
import { archivedAtAfter } from '@caixa/domain/archive'
import {
	checkBrazilianDocument,
	normalizeBrazilianDocument,
} from '@caixa/domain/brazilian-document'
import { DomainError, invalid, notFound } from '@caixa/domain/errors'

export type { ClientOrSupplierRow }

// A unit's clients and suppliers. Its owner and collaborators reach them through the unit;
// whoever writes a cashier's records lists, reads and adds them through the cashier (naming a new
// client while recording a sale); changing and deleting stay on the unit.

export const CLIENT_OR_SUPPLIER_IN_USE = 'CLIENT_OR_SUPPLIER_IN_USE'

const documentMessages = {
	LENGTH: 'A CPF has 11 digits and a CNPJ 14 characters.',
	CHECK_DIGITS: 'This CPF or CNPJ is not valid: its check digits do not match.',
	CHARACTERS: 'A CPF has only digits; a CNPJ digits and capital letters.',
} as const

/**
 * The document as it is stored: for a unit in BRAZIL a CPF or CNPJ with right check digits,
 * normalised (422 on `document` otherwise, with `code`-like wording in the message); elsewhere as
 * typed, since no other country's ids are checked yet.
 */
export function documentFor(country: string, document: string | null): string | null {
	if (document === null || country !== 'BRAZIL') return document
	const checked = checkBrazilianDocument(document)
	if (!checked.ok) throw invalid([{ path: 'document', message: documentMessages[checked.reason] }])
	return checked.document
}

/** The list's `document` filter, written the way documents are stored in the unit's country. */
export function documentFilterFor(country: string, document: string | undefined) {
	if (document === undefined || country !== 'BRAZIL') return document
	return normalizeBrazilianDocument(document) || undefined
}

export async function createClientOrSupplier(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	body: ClientOrSupplierBody,
	now: number,
): Promise<{ row: ClientOrSupplierRow; country: string }> {
	const { unit } = await requireMasterDataScope(db, profileId, scope)
	const document = documentFor(unit.country, body.document)
	const row = await insertClientOrSupplier(db, unit.id, { ...body, document }, now)
	return { row, country: unit.country }
}

export async function listUnitClientsOrSuppliers(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	filter: ClientOrSupplierListQuery,
): Promise<{ rows: ClientOrSupplierRow[]; country: string }> {
	const { unit } = await requireMasterDataScope(db, profileId, scope)
	const rows = await listClientsOrSuppliers(db, unit.id, {
		...filter,
		document: documentFilterFor(unit.country, filter.document),
	})
	return { rows, country: unit.country }
}

export async function requireClientOrSupplier(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	id: string,
): Promise<{ row: ClientOrSupplierRow; country: string }> {
	const { unit } = await requireMasterDataScope(db, profileId, scope)
	const row = await findClientOrSupplier(db, unit.id, id)
	if (!row) throw notFound('This unit has no client or supplier with this id.')
	return { row, country: unit.country }
}

export async function changeClientOrSupplier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	id: string,
	body: ClientOrSupplierUpdateBody,
	now: number,
): Promise<ClientOrSupplierRow> {
	return writeTransaction(db, async (trx) => {
		const { row, country } = await requireClientOrSupplier(trx, profileId, { unitId }, id)
		return updateClientOrSupplier(trx, id, {
			...body,
			document: documentFor(country, body.document),
			archivedAt: archivedAtAfter(row.archived_at, body.archived, now),
		})
	})
}

/**
 * Deletes a client or supplier no record names; one in use is refused with 409
 * CLIENT_OR_SUPPLIER_IN_USE and can be archived instead.
 */
export async function removeClientOrSupplier(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	id: string,
	references: readonly Reference[] = clientOrSupplierReferences,
): Promise<void> {
	await writeTransaction(db, async (trx) => {
		await requireClientOrSupplier(trx, profileId, { unitId }, id)
		if (await isReferenced(trx, references, id)) {
			throw new DomainError(
				'conflict',
				'Records name this client or supplier, so it cannot be deleted; archive it instead.',
				{ code: CLIENT_OR_SUPPLIER_IN_USE },
			)
		}
		await deleteClientOrSupplier(trx, id)
	})
}
