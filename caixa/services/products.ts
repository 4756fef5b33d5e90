import { type Kysely } from 'kysely'
import { type ProductBody, type ProductUpdateBody } from '@caixa/contract/product'
import { type Database, type ProductRow, type UnitRow } from '@caixa/db/database'
import {
	findProduct,
	insertProduct,
	type ProductInput,
	skuTaken,
	updateProduct,
} from '@caixa/db/products'
import { writeTransaction } from '@caixa/db/transaction'
import { type MasterDataScope, requireMasterDataScope } from '@caixa/db/master-data-scope'
import { archivedAtAfter } from '@caixa/domain/archive'
import { DomainError, notFound } from '@caixa/domain/errors'

export type { ProductRow }
export { listProducts } from '@caixa/db/products'

// A unit's products and services. Its owner and collaborators reach them through the unit;
// whoever writes a cashier's records lists, reads and adds them through the cashier (a new item
// while recording a sale); changing and archiving stay on the unit.

export const SKU_TAKEN = 'SKU_TAKEN'

/** A PRODUCT keeps stock unless told otherwise; a SERVICE never does (the contract refuses it). */
function inputOf(body: ProductBody | ProductUpdateBody): ProductInput {
	return {
		name: body.name,
		sku: body.sku,
		kind: body.kind,
		unitPrice: body.unitPrice,
		unitCost: body.unitCost,
		tracksStock: body.tracksStock ?? body.kind === 'PRODUCT',
	}
}

async function refuseTakenSku(
	db: Kysely<Database>,
	unitId: string,
	sku: string | null,
	exceptId?: string,
) {
	if (sku && (await skuTaken(db, unitId, sku, exceptId))) {
		throw new DomainError('conflict', `Another product of this unit has the SKU ${sku}.`, {
			code: SKU_TAKEN,
			fieldErrors: [{ path: 'sku', message: 'Another product of this unit has this SKU.' }],
		})
	}
}

export async function createProduct(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	body: ProductBody,
	now: number,
): Promise<{ row: ProductRow; unit: UnitRow }> {
	return writeTransaction(db, async (trx) => {
		const { unit } = await requireMasterDataScope(trx, profileId, scope)
		await refuseTakenSku(trx, unit.id, body.sku)
		return { row: await insertProduct(trx, unit.id, inputOf(body), now), unit }
	})
}

export async function requireProduct(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
	id: string,
): Promise<{ row: ProductRow; unit: UnitRow }> {
	const { unit } = await requireMasterDataScope(db, profileId, scope)
	const row = await findProduct(db, unit.id, id)
	if (!row) throw notFound('This unit has no product with this id.')
	return { row, unit }
}

export async function changeProduct(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	id: string,
	body: ProductUpdateBody,
	now: number,
): Promise<{ row: ProductRow; unit: UnitRow }> {
	return writeTransaction(db, async (trx) => {
		const { row, unit } = await requireProduct(trx, profileId, { unitId }, id)
		await refuseTakenSku(trx, unitId, body.sku, id)
		const changed = await updateProduct(trx, id, {
			...inputOf(body),
			archivedAt: archivedAtAfter(row.archived_at, body.archived, now),
		})
		return { row: changed, unit }
	})
}
