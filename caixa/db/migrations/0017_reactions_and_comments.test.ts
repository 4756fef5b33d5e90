import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createInventory } from '@caixa/services/inventories'
import { categoryOfKind, useTestApi } from '@caixa/testing'

// Migration 0017's tables hold what the rules say even when written around the API: one reaction
// per auditor per record, of the three kinds; a comment of 1 to 2,000 characters with its
// author's role; a record's counts starting at zero.
describe('migration 0017', () => {
	const api = useTestApi({ cast: true })

	const newRecord = async () => {
		const { id } = await createInventory(
			api.db,
			api.cast.owner.profileId,
			api.cast.cashier.id,
			{
				input: true,
				issuedOn: '2025-01-02',
				total: 100,
				categoryId: await categoryOfKind(api.db, api.cast.unit.id, 'INCOME'),
			},
			undefined,
			api.clock.now(),
		)
		return id
	}

	it('starts every record’s counts at zero', async () => {
		const id = await newRecord()
		const row = await api.db
			.selectFrom('inventories')
			.select(['approved_count', 'question_count', 'rejected_count', 'comment_count'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({
			approved_count: 0,
			question_count: 0,
			rejected_count: 0,
			comment_count: 0,
		})
	})

	it('keeps one reaction per auditor per record, of the three kinds only', async () => {
		const id = await newRecord()
		const reaction = (profileId: string, kind: string) =>
			sql`insert into inventory_reactions (inventory_id, profile_id, cashier_id, reaction, created_at, updated_at)
				values (${id}, ${profileId}, ${api.cast.cashier.id}, ${kind}, 1, 1)`.execute(api.db)
		await expect(reaction(api.cast.auditor.profileId, 'QUESTION')).resolves.toBeDefined()
		await expect(reaction(api.cast.auditor.profileId, 'APPROVED')).rejects.toThrow()
		await expect(reaction(api.cast.pendingAuditor.profileId, 'MAYBE')).rejects.toThrow()
		await expect(reaction(api.cast.pendingAuditor.profileId, 'REJECTED')).resolves.toBeDefined()
	})

	it('takes a comment of 1 to 2,000 characters, by an auditor or a writer', async () => {
		const id = await newRecord()
		let n = 0
		const comment = (body: string, role = 'AUDITOR') => {
			n += 1
			return sql`insert into inventory_comments (id, inventory_id, profile_id, author_role, body, created_at)
				values (${`c-${n}`}, ${id}, ${api.cast.auditor.profileId}, ${role}, ${body}, 1)`.execute(api.db)
		}
		await expect(comment('x')).resolves.toBeDefined()
		await expect(comment('é'.repeat(2_000), 'WRITER')).resolves.toBeDefined()
		await expect(comment('')).rejects.toThrow()
		await expect(comment('x'.repeat(2_001))).rejects.toThrow()
		await expect(comment('x', 'OWNER')).rejects.toThrow()
	})
})
