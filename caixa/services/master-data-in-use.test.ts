import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { categoryReferences, clientOrSupplierReferences, isReferenced } from '@caixa/db/references'
import { changeCategory, createCategory, removeCategory } from '@caixa/services/categories'
import {
	createClientOrSupplier,
	removeClientOrSupplier,
} from '@caixa/services/clients-or-suppliers'
import { useTestApi } from '@caixa/testing'

// The "in use" rule (db/references.ts) before the ledger exists: a stand-in table plays the
// ledger's records, pointing at a category and a client as `inventories` will.
describe('deleting master data that records use', () => {
	const api = useTestApi({ cast: true })
	const standIn = [{ table: 'stand_in_records', column: 'category_id' }]
	const clientStandIn = [{ table: 'stand_in_records', column: 'client_or_supplier_id' }]

	beforeAll(async () => {
		await api.db.schema
			.createTable('stand_in_records')
			.addColumn('id', 'text', (column) => column.primaryKey())
			.addColumn('category_id', 'text')
			.addColumn('client_or_supplier_id', 'text')
			.execute()
	})

	const record = (values: { category_id?: string; client_or_supplier_id?: string }) =>
		sql`insert into stand_in_records (id, category_id, client_or_supplier_id) values (${crypto.randomUUID()}, ${values.category_id ?? null}, ${values.client_or_supplier_id ?? null})`.execute(
			api.db,
		)

	it('knows the ledger names categories and clients on its records', () => {
		expect(categoryReferences).toEqual([{ table: 'inventories', column: 'category_id' }])
		expect(clientOrSupplierReferences).toEqual([
			{ table: 'inventories', column: 'client_or_supplier_id' },
		])
	})

	it('finds a reference, and only to the id named', async () => {
		const id = crypto.randomUUID()
		expect(await isReferenced(api.db, standIn, id)).toBe(false)
		await record({ category_id: id })
		expect(await isReferenced(api.db, standIn, id)).toBe(true)
		expect(await isReferenced(api.db, standIn, crypto.randomUUID())).toBe(false)
		expect(await isReferenced(api.db, [], id)).toBe(false)
	})

	it('refuses to delete a category a record uses (409 CATEGORY_IN_USE) but archives it', async () => {
		const { owner, unit } = api.cast
		const now = api.clock.now()
		const category = await createCategory(
			api.db,
			owner.profileId,
			{ unitId: unit.id },
			{ name: 'Used', kind: 'INCOME', group: 'REVENUE' },
			now,
		)
		await record({ category_id: category.id })
		await expect(
			removeCategory(api.db, owner.profileId, unit.id, category.id, standIn),
		).rejects.toMatchObject({ kind: 'conflict', code: 'CATEGORY_IN_USE' })
		// Its kind stays too; its name, group and archiving change.
		await expect(
			changeCategory(
				api.db,
				owner.profileId,
				unit.id,
				category.id,
				{ name: 'Used', kind: 'EXPENSE', group: 'CAPITAL' },
				now,
				'en-US',
				standIn,
			),
		).rejects.toMatchObject({ kind: 'conflict', code: 'CATEGORY_IN_USE' })
		const archived = await changeCategory(
			api.db,
			owner.profileId,
			unit.id,
			category.id,
			{ name: 'Used once', kind: 'INCOME', group: 'CAPITAL', archived: true },
			now,
			'en-US',
			standIn,
		)
		expect(archived).toMatchObject({ name: 'Used once', dre_group: 'CAPITAL', archived_at: now })
		// Unused, the same category goes.
		await removeCategory(api.db, owner.profileId, unit.id, category.id, [])
	})

	it('refuses to delete a client or supplier a record names (409 CLIENT_OR_SUPPLIER_IN_USE)', async () => {
		const { unitCollaborator, unit } = api.cast
		const { row } = await createClientOrSupplier(
			api.db,
			unitCollaborator.profileId,
			{ unitId: unit.id },
			{ name: 'Named', kind: 'CLIENT', document: null, email: null, phone: null },
			api.clock.now(),
		)
		await record({ client_or_supplier_id: row.id })
		await expect(
			removeClientOrSupplier(api.db, unitCollaborator.profileId, unit.id, row.id, clientStandIn),
		).rejects.toMatchObject({ kind: 'conflict', code: 'CLIENT_OR_SUPPLIER_IN_USE' })
		await removeClientOrSupplier(api.db, unitCollaborator.profileId, unit.id, row.id, [])
	})
})
