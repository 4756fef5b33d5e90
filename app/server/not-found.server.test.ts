import { describe, expect, expectTypeOf, it } from 'vitest'
import { notFound, notFoundUnless, requireParam } from './not-found.server'

// What a loader throws when it stops, or undefined when it went on.
function thrownBy(run: () => unknown): unknown {
	try {
		run()
	} catch (error) {
		return error
	}
	return undefined
}

async function expectNotFound(thrown: unknown) {
	expect(thrown).toBeInstanceOf(Response)
	const response = thrown as Response
	expect(response.status).toBe(404)
	expect(await response.text()).toBe('Not found')
}

describe('requireParam', () => {
	it('is the param when the path has it', () => {
		expect(requireParam({ cashierId: 'c-1', unitId: 'u-1' }, 'cashierId')).toBe('c-1')
	})

	it('is the 404 page when the param is missing', async () => {
		await expectNotFound(thrownBy(() => requireParam({ unitId: 'u-1' }, 'cashierId')))
	})

	it('is the 404 page when the param is empty', async () => {
		await expectNotFound(thrownBy(() => requireParam({ cashierId: '' }, 'cashierId')))
	})

	it('is a string to its caller', () => {
		expectTypeOf(requireParam).returns.toEqualTypeOf<string>()
		expectTypeOf(requireParam({ unitId: 'u-1' }, 'unitId')).toEqualTypeOf<string>()
	})
})

describe('notFoundUnless', () => {
	it('goes on when the row is there, and narrows it', () => {
		const row = { id: 'r-1' } as { id: string } | null
		notFoundUnless(row)
		expectTypeOf(row).toEqualTypeOf<{ id: string }>()
		expect(row.id).toBe('r-1')
	})

	it('is the 404 page when the row is not there', async () => {
		await expectNotFound(thrownBy(() => notFoundUnless(null)))
		await expectNotFound(thrownBy(() => notFoundUnless(false)))
	})
})

describe('notFound', () => {
	it('is a 404 Response, fresh each time (a body is read once)', async () => {
		expect(notFound()).not.toBe(notFound())
		await expectNotFound(notFound())
	})
})
