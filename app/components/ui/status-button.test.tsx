import { i18nIn, renderStatic } from '~/testing/render-static'
import { type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { StatusButton } from './status-button'

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
