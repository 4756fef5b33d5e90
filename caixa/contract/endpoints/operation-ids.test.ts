import { describe, expect, it } from 'vitest'
import { allEndpoints, endpoints } from './index'
import { operationIdOf } from './operation-ids'

describe('operationIdOf', () => {
	it('reads a verb and the nouns off the entry’s keys', () => {
		expect(operationIdOf(endpoints.units.list)).toBe('listUnits')
		expect(operationIdOf(endpoints.units.get)).toBe('getUnit')
		expect(operationIdOf(endpoints.units.full)).toBe('getUnitFull')
		expect(operationIdOf(endpoints.companies.units.detach)).toBe('detachCompanyUnit')
	})

	it('gives every entry of the table a different one', () => {
		const ids = allEndpoints().map((entry) => operationIdOf(entry))
		expect(ids.filter((id) => !id)).toEqual([])
		expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
	})
})
