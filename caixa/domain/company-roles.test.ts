import { describe, expect, it } from 'vitest'
import {
	companyRoleOfRank,
	companyRoleRanks,
	mayManageCompany,
	maySeeCompanyUnits,
} from './company-roles'

describe('company roles', () => {
	it('rank owner above collaborator above the marketplace owner, and name each rank back', () => {
		expect(companyRoleRanks.OWNER).toBeLessThan(companyRoleRanks.COLLABORATOR)
		expect(companyRoleRanks.COLLABORATOR).toBeLessThan(companyRoleRanks.MARKETPLACE_OWNER)
		for (const role of ['OWNER', 'COLLABORATOR', 'MARKETPLACE_OWNER'] as const) {
			expect(companyRoleOfRank(companyRoleRanks[role])).toBe(role)
		}
		expect(() => companyRoleOfRank(0)).toThrow(RangeError)
	})

	it('let the people who work in a company see its units, and its owner alone change it', () => {
		expect(maySeeCompanyUnits('OWNER')).toBe(true)
		expect(maySeeCompanyUnits('COLLABORATOR')).toBe(true)
		expect(maySeeCompanyUnits('MARKETPLACE_OWNER')).toBe(false)
		expect(mayManageCompany('OWNER')).toBe(true)
		expect(mayManageCompany('COLLABORATOR')).toBe(false)
		expect(mayManageCompany('MARKETPLACE_OWNER')).toBe(false)
	})
})
