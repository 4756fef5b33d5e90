import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import {
	type ClientOrSupplierBody,
	type ClientOrSupplierListQuery,
} from '@caixa/contract/client-or-supplier'
import { containsPattern, LIKE_ESCAPE, searchableText } from '@caixa/domain/search-text'
import { type ClientOrSupplierRow, type Database } from './database'
import {
	deleteNamedThing,
	findUnitNamedThing,
	pageByName,
	unitNamedThings,
} from './unit-named-things'

/** A client or supplier as it is written: the document already checked and normalised. */
export type ClientOrSupplierInput = ClientOrSupplierBody

export function insertClientOrSupplier(
	db: Kysely<Database>,
	unitId: string,
	input: ClientOrSupplierInput,
	now: number,
): Promise<ClientOrSupplierRow> {
	return db
		.insertInto('clients_or_suppliers')
		.values({
			id: randomUUID(),
			unit_id: unitId,
			name: input.name,
			search_text: searchableText(input.name),
			document: input.document,
			kind: input.kind,
			email: input.email,
			phone: input.phone,
			archived_at: null,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

/**
 * `GET /units/{id}/clients-or-suppliers`: a page by name (search text, id). `document` is the
 * start of the stored document (already normalised by the caller); CLIENT and SUPPLIER each find
 * BOTH too, since someone who is both is a client.
 */
export function listClientsOrSuppliers(
	db: Kysely<Database>,
	unitId: string,
	filter: ClientOrSupplierListQuery,
): Promise<ClientOrSupplierRow[]> {
	let query = unitNamedThings(db, 'clients_or_suppliers', unitId)
	if (filter.kind?.length) {
		const kinds = new Set(filter.kind)
		if (kinds.has('CLIENT') || kinds.has('SUPPLIER')) kinds.add('BOTH')
		query = query.where('kind', 'in', [...kinds])
	}
	if (filter.document) {
		// A prefix: LIKE 'x%' with the pattern's own escapes (containsPattern's, less its first %).
		const prefix = containsPattern(filter.document).slice(1)
		query = query.where(
			sql<boolean>`${sql.ref('document')} like ${prefix} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	return pageByName(query, filter).execute()
}

export function findClientOrSupplier(
	db: Kysely<Database>,
	unitId: string,
	id: string,
): Promise<ClientOrSupplierRow | undefined> {
	return findUnitNamedThing(db, 'clients_or_suppliers', unitId, id)
}

export function updateClientOrSupplier(
	db: Kysely<Database>,
	id: string,
	change: ClientOrSupplierInput & { archivedAt: number | null },
): Promise<ClientOrSupplierRow> {
	return db
		.updateTable('clients_or_suppliers')
		.set({
			name: change.name,
			search_text: searchableText(change.name),
			document: change.document,
			kind: change.kind,
			email: change.email,
			phone: change.phone,
			archived_at: change.archivedAt,
		})
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirstOrThrow()
}

export function deleteClientOrSupplier(db: Kysely<Database>, id: string): Promise<void> {
	return deleteNamedThing(db, 'clients_or_suppliers', id)
}
