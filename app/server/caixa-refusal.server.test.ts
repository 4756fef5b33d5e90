import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { handleCaixaRefusal, translatedRefusal } from './caixa-refusal.server'
import { CaixaProblem } from './caixa.server'
import { redirectWithToast } from './toast.server'

const schema = z.object({ name: z.string() })

function submission() {
	const form = new FormData()
	form.set('name', 'Shop till')
	return parseWithZod(form, { schema })
}

function problem(status: number, errors?: Array<{ path: string; message: string }>, code?: string) {
	return new CaixaProblem({ type: 'about:blank', title: 'Refused', status, errors, code })
}

async function thrownBy(run: () => unknown) {
	try {
		await run()
	} catch (thrown) {
		return thrown
	}
	throw new Error('nothing thrown')
}

describe('handleCaixaRefusal', () => {
	it("puts a 422's field errors on the form's fields, with the API's status and the value kept", () => {
		const answer = handleCaixaRefusal(
			submission(),
			problem(422, [{ path: 'name', message: 'Too long' }]),
			{ extra: { intent: 'details' as const } },
		)
		expect(answer.init?.status).toBe(422)
		expect(answer.data.intent).toBe('details')
		expect(answer.data.result.error).toEqual({ name: ['Too long'] })
		expect(answer.data.result.initialValue).toEqual({ name: 'Shop till' })
	})

	it('words a refusal the form knows, on the field it names', () => {
		const answer = handleCaixaRefusal(submission(), problem(409, undefined, 'IN_USE'), {
			fieldErrors: (refused) => (refused.code === 'IN_USE' ? { name: ['In use'] } : undefined),
		})
		expect(answer.init?.status).toBe(409)
		expect(answer.data.result.error).toEqual({ name: ['In use'] })
	})

	it("makes a 404 the page's own 404 only when asked, and passes anything else on", async () => {
		const notFound = await thrownBy(() =>
			handleCaixaRefusal(submission(), problem(404), { notFoundPage: true }),
		)
		expect(notFound).toBeInstanceOf(Response)
		expect((notFound as Response).status).toBe(404)
		expect(await thrownBy(() => handleCaixaRefusal(submission(), problem(404)))).toBeInstanceOf(
			CaixaProblem,
		)
		const other = new Error('down')
		expect(await thrownBy(() => handleCaixaRefusal(submission(), other))).toBe(other)
	})
})

describe('translatedRefusal', () => {
	const t = ((key: string, options?: { count?: number }) =>
		options?.count === undefined ? key : `${key}:${options.count}`) as unknown as Parameters<
		typeof translatedRefusal
	>[0]

	it('says when to try again over the whole form, and marks refused fields in our words', () => {
		const limited = new CaixaProblem(
			{ type: 'about:blank', title: 'Too many', status: 429 },
			{ retryAfterSeconds: 150 },
		)
		const answer = handleCaixaRefusal(submission(), limited, translatedRefusal(t))
		expect(answer.init?.status).toBe(429)
		expect(answer.data.result.error).toEqual({ '': ['auth:errors.rateLimited:3'] })
		const invalid = handleCaixaRefusal(
			submission(),
			problem(422, [{ path: 'name', message: 'Too long' }]),
			translatedRefusal(t),
		)
		expect(invalid.data.result.error).toEqual({ name: ['common:form.errors.invalid'] })
	})
})

describe('redirectWithToast', () => {
	it('redirects with the toast cookie after the headers it is given', async () => {
		const response = await redirectWithToast(
			'/profile',
			{ type: 'success', title: 'Saved' },
			{ headers: { 'Set-Cookie': 'lng=pt-BR; Path=/' } },
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/profile')
		const cookies = response.headers.getSetCookie()
		expect(cookies[0]).toBe('lng=pt-BR; Path=/')
		expect(cookies[1]).toMatch(/^caixa_toast=/)
	})
})
