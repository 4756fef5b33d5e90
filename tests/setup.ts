import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

// STYLE.md: unit tests fail on an unexpected console.error. A test that expects one spies on it
// itself (vi.spyOn(console, 'error').mockImplementation(() => {})) and restores it.
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
	const original = console.error
	consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
		original(...args)
		throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
	})
})

afterEach(() => {
	consoleError.mockRestore()
})
