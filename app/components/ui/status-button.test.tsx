import { i18nIn, renderStatic } from '~/testing/render-static'
import { type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { isValidationRoundTrip, StatusButton } from './status-button'

// What the server sends, which is also what a browser without JavaScript shows.
const i18n = await i18nIn('en-US')

function render(node: ReactNode) {
	return renderStatic(node, { i18n, url: '/unit/u1/edit' })
}

describe('StatusButton', () => {
	test('without a submission on its way is a plain submit button with its own name', async () => {
		const html = await render(
			<StatusButton name="intent" value="save">
				Save
			</StatusButton>,
		)
		expect(html).toMatch(
			/^<button class="[^"]*" type="submit" name="intent" value="save">Save<\/button>$/,
		)
	})

	test('pending, it is disabled and busy, its name unchanged, and says it is working', async () => {
		const html = await render(<StatusButton pending>Save</StatusButton>)
		expect(html).toMatch(/<button[^>]* disabled="" aria-busy="true"[^>]*><svg aria-hidden="true"/)
		expect(html).toContain('Save</button>')
		expect(html).toContain('<span role="status" class="sr-only">Working on it…</span>')
	})

	test('a danger step keeps its red', async () => {
		expect(await render(<StatusButton variant="danger">Leave</StatusButton>)).toContain(
			'bg-red-700',
		)
	})
})

describe('isValidationRoundTrip', () => {
	const form = (entries: Record<string, string>) => {
		const data = new FormData()
		for (const [name, value] of Object.entries(entries)) data.append(name, value)
		return data
	}

	test("is Conform's check of a field, not a submission of the form", () => {
		const check = '{"type":"validate","payload":{"name":"email"}}'
		expect(isValidationRoundTrip(form({ intent: 'invite', __intent__: check }))).toBe(true)
		expect(isValidationRoundTrip(form({ intent: 'invite', email: 'a@b.co' }))).toBe(false)
		expect(isValidationRoundTrip(form({ __intent__: '{"type":"insert"}' }))).toBe(false)
		expect(isValidationRoundTrip(form({ __intent__: 'not json' }))).toBe(false)
		expect(isValidationRoundTrip(undefined)).toBe(false)
	})
})
