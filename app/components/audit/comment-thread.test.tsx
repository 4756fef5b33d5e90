import { i18nIn, renderStatic } from '~/testing/render-static'
import { describe, expect, test } from 'vitest'
import { type Comment } from '@caixa/contract/audit'
import { CommentThread } from './comment-thread'

const comment = (n: number): Comment => ({
	id: `6f1c5c1e-0000-4000-8000-${String(n).padStart(12, '0')}`,
	inventoryId: '6f1c5c1e-0000-4000-8000-bbbbbbbbbbbb',
	author: {
		id: '6f1c5c1e-0000-4000-8000-aaaaaaaaaaaa',
		name: 'Rita',
		surname: 'Contadora',
		photo: null,
	},
	authorRole: 'AUDITOR',
	comment: `<b>n${n}</b>`,
	createdAt: new Date(Date.UTC(2026, 10, 27, 12, n)).toISOString(),
})

async function render(comments: Comment[], total: number): Promise<string> {
	return renderStatic(
		<CommentThread
			comments={comments}
			total={total}
			form={{ constraint: { comment: { maxLength: 2000 } } }}
			fallbackZone="America/Sao_Paulo"
		/>,
		{ i18n: await i18nIn('en-US') },
	)
}

describe('CommentThread', () => {
	test('a long thread says it shows its latest comments only', async () => {
		const html = await render([comment(3), comment(4)], 104)
		expect(html).toContain('The latest 2 of 104 comments, oldest first.')
		// Markup in a comment is text.
		expect(html).toContain('&lt;b&gt;n3&lt;/b&gt;')
		expect(html).not.toContain('<b>n3</b>')
	})

	test('a whole thread says nothing of the kind', async () => {
		const html = await render([comment(1), comment(2)], 2)
		expect(html).not.toContain('The latest')
		expect(html.indexOf('n1')).toBeLessThan(html.indexOf('n2'))
	})
})
