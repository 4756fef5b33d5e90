import { describe, expect, test } from 'vitest'
import { CaixaProblem } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { commentAction } from './audit-forms.server'

// The comment form's post when the API refuses what the form let through: its words on the box
// (a 422), over the form (the API down), or the page's 404; what was typed is kept each time.

const pagePath = '/auditor/cashier/c/inventory/i'

async function post(comment: string, send: (comment: string) => Promise<unknown>) {
	const request = new Request(`http://localhost${pagePath}`, {
		method: 'POST',
		headers: { 'Accept-Language': 'en-US' },
	})
	const formData = new FormData()
	formData.set('intent', 'comment')
	formData.set('comment', comment)
	const t = await i18nServer.getFixedT(request, 'audit')
	return commentAction({ request, formData, t, send, pagePath })
}

function refusing(status: number) {
	return () => Promise.reject(new CaixaProblem({ type: 'about:blank', title: 'Refused', status }))
}

describe('commentAction', () => {
	test('sends the text trimmed, then the page again at its thread', async () => {
		const sent: string[] = []
		const answer = (await post('  Recibo?  ', (comment) => {
			sent.push(comment)
			return Promise.resolve()
		})) as Response
		expect(sent).toEqual(['Recibo?'])
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`${pagePath}#comments`)
	})

	test('the API’s 422 is the box’s words, with the text kept', async () => {
		expect(await post(' Recibo? ', refusing(422))).toMatchObject({
			init: { status: 422 },
			data: {
				result: {
					initialValue: { comment: ' Recibo? ' },
					error: { comment: ['Write a comment first.'] },
				},
			},
		})
	})

	test('the API down is said over the form, with the text kept', async () => {
		expect(await post('Recibo?', refusing(502))).toMatchObject({
			init: { status: 503 },
			data: {
				result: { initialValue: { comment: 'Recibo?' }, error: { '': [expect.any(String)] } },
			},
		})
	})

	test('a record that is not the caller’s is the page’s 404', async () => {
		await expect(post('Recibo?', refusing(404))).rejects.toMatchObject({ status: 404 })
	})

	test('nothing is sent when the form refuses', async () => {
		const sent: string[] = []
		const answer = await post('   ', (comment) => {
			sent.push(comment)
			return Promise.resolve()
		})
		expect(sent).toEqual([])
		expect(answer).toMatchObject({ init: { status: 400 } })
	})
})
