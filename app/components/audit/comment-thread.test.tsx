import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
// What Remix itself renders with on the server (a dependency of @remix-run/react).
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
} from 'react-router-dom/server'
import { describe, expect, test } from 'vitest'
import { type Comment } from '@caixa/contract/audit'
import { i18nConfig } from '~/i18n/config'
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
	const i18n = i18next.createInstance()
	await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en-US' })
	const handler = createStaticHandler([
		{
			path: '*',
			element: (
				<CommentThread
					comments={comments}
					total={total}
					form={{ constraint: { comment: { maxLength: 2000 } } }}
					fallbackZone="America/Sao_Paulo"
				/>
			),
		},
	])
	const context = await handler.query(new Request('http://localhost/r'))
	if (context instanceof Response) throw new Error('unexpected response')
	return renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<StaticRouterProvider
				router={createStaticRouter(handler.dataRoutes, context)}
				context={context}
				hydrate={false}
			/>
		</I18nextProvider>,
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
