import { describe, expect, it } from 'vitest'
import { mayAddCashier, roleOfRank, roleRanks, unitRoleOfRank } from './roles'
import { mayEditUnit } from './roles'

describe('roles', () => {
	it('rank owner above collaborator above auditor, and name each rank back', () => {
		expect(roleRanks.OWNER).toBeLessThan(roleRanks.COLLABORATOR)
		expect(roleRanks.COLLABORATOR).toBeLessThan(roleRanks.AUDITOR)
		for (const role of ['OWNER', 'COLLABORATOR', 'AUDITOR'] as const) {
			expect(roleOfRank(roleRanks[role])).toBe(role)
		}
		expect(() => roleOfRank(0)).toThrow(RangeError)
		expect(() => unitRoleOfRank(roleRanks.AUDITOR)).toThrow(RangeError)
	})

	it('leave adding a cashier to the owner alone', () => {
		expect(mayAddCashier('OWNER')).toBe(true)
		expect(mayAddCashier('COLLABORATOR')).toBe(false)
	})

	it('leave editing the unit and its collaborators to the owner alone', () => {
		expect(mayEditUnit('OWNER')).toBe(true)
		expect(mayEditUnit('COLLABORATOR')).toBe(false)
	})
})
