import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { handleCaixaRefusal, pageOfRefusal, translatedRefusal } from './caixa-refusal.server'
import { CaixaProblem } from './caixa.server'
import { redirectWithToast } from './toast.server'
import enUS from '~/i18n/locales/en-US/common.json'
import ptBR from '~/i18n/locales/pt-BR/common.json'

const schema = z.object({ name: z.string() })

function submission() {
	const form = new FormData()
	form.set('name', 'Shop till')
	return parseWithZod(form, { schema })
}

function problem(status: number, errors?: Array<{ path: string; message: string }>, code?: string) {
	return new CaixaProblem({ type: 'about:blank', title: 'Refused', status, errors, code })
}

/** A visitor's request, in their language (the reader's language is the cookie's, else this). */
function reader(language = 'en-US') {
	return new Request('http://localhost/form', { headers: { 'Accept-Language': language } })
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
	it("puts a 422's field errors on the form's fields, with the API's status and the value kept", async () => {
		const answer = await handleCaixaRefusal(
			reader(),
			submission(),
			problem(422, [{ path: 'name', message: 'Too long' }]),
			{ extra: { intent: 'details' as const } },
		)
		expect(answer.init?.status).toBe(422)
		expect(answer.data.intent).toBe('details')
		expect(answer.data.result.error).toEqual({ name: ['Too long'] })
		expect(answer.data.result.initialValue).toEqual({ name: 'Shop till' })
	})

	it('words a refusal the form knows, on the field it names', async () => {
		const answer = await handleCaixaRefusal(
			reader(),
			submission(),
			problem(409, undefined, 'IN_USE'),
			{
				fieldErrors: (refused) => (refused.code === 'IN_USE' ? { name: ['In use'] } : undefined),
			},
		)
		expect(answer.init?.status).toBe(409)
		expect(answer.data.result.error).toEqual({ name: ['In use'] })
	})

	// Each status below is answered whether the action asked for it or not: leaving the 404 page to an
	// action that asked (notFoundPage) made every action that forgot answer a 500.
	it.each([
		[404, undefined],
		[404, 'OWNER_ONLY'],
		[403, undefined],
	])(
		"makes a %i (code %s) the form does not word the page's own, thrown as a Response",
		async (status, code) => {
			const thrown = await thrownBy(() =>
				handleCaixaRefusal(reader(), submission(), problem(status, undefined, code)),
			)
			expect(thrown).toBeInstanceOf(Response)
			expect((thrown as Response).status).toBe(status)
		},
	)

	it('a 404 the form words (a choice of its that is gone) stays on the form, with the value kept', async () => {
		const answer = await handleCaixaRefusal(reader(), submission(), problem(404), {
			fieldErrors: (refused) => (refused.status === 404 ? { name: ['Gone'] } : undefined),
		})
		expect(answer.init?.status).toBe(404)
		expect(answer.data.result.error).toEqual({ name: ['Gone'] })
		expect(answer.data.result.initialValue).toEqual({ name: 'Shop till' })
	})

	it('passes on what is no refusal of the page: any other error, a sign-in redirect', async () => {
		const other = new Error('down')
		expect(await thrownBy(() => handleCaixaRefusal(reader(), submission(), other))).toBe(other)
		const signIn = new Response(null, { status: 302, headers: { Location: '/authentication' } })
		expect(await thrownBy(() => handleCaixaRefusal(reader(), submission(), signIn))).toBe(signIn)
	})

	it('pageOfRefusal: a 404 or 403 is the page’s answer; anything else is not', () => {
		expect(pageOfRefusal(problem(404))?.status).toBe(404)
		expect(pageOfRefusal(problem(403))?.status).toBe(403)
		for (const status of [400, 409, 422, 429, 500, 503]) {
			expect(pageOfRefusal(problem(status))).toBeUndefined()
		}
		expect(pageOfRefusal(new Error('down'))).toBeUndefined()
		expect(pageOfRefusal(new Response(null, { status: 404 }))).toBeUndefined()
	})

	it.each([500, 502, 503, 504])(
		'a %i keeps the form, says so in the reader’s language, and answers 503',
		async (status) => {
			const answer = await handleCaixaRefusal(reader(), submission(), problem(status), {
				extra: { intent: 'details' as const },
			})
			expect(answer.init?.status).toBe(503)
			expect(answer.data.intent).toBe('details')
			expect(answer.data.result.error).toEqual({ '': [enUS.form.errors.unavailable] })
			expect(answer.data.result.initialValue).toEqual({ name: 'Shop till' })
			const inPortuguese = await handleCaixaRefusal(reader('pt-BR'), submission(), problem(status))
			expect(inPortuguese.data.result.error).toEqual({ '': [ptBR.form.errors.unavailable] })
		},
	)

	it('an API that cannot be reached (the client’s 503) keeps the form too', async () => {
		const unreachable = new CaixaProblem({
			type: 'about:blank',
			title: 'Service Unavailable',
			status: 503,
			detail: 'The API could not be reached (fetch failed)',
		})
		const answer = await handleCaixaRefusal(reader(), submission(), unreachable)
		expect(answer.init?.status).toBe(503)
		expect(answer.data.result.error).toEqual({ '': [enUS.form.errors.unavailable] })
		expect(answer.data.result.initialValue).toEqual({ name: 'Shop till' })
	})

	it('a 429 the form has no words for keeps the form and says when to try again, if known', async () => {
		const limited = new CaixaProblem(
			{ type: 'about:blank', title: 'Too many', status: 429 },
			{ retryAfterSeconds: 150 },
		)
		const later = await handleCaixaRefusal(reader(), submission(), limited)
		expect(later.init?.status).toBe(429)
		expect(later.data.result.error).toEqual({ '': ['Too many attempts. Try again in 3 minutes.'] })
		expect(later.data.result.initialValue).toEqual({ name: 'Shop till' })
		const unknown = await handleCaixaRefusal(reader(), submission(), problem(429))
		expect(unknown.init?.status).toBe(429)
		expect(unknown.data.result.error).toEqual({ '': [enUS.form.errors.busy] })
	})

	it('a 5xx or 429 the form words itself keeps its own words and status', async () => {
		const answer = await handleCaixaRefusal(reader(), submission(), problem(429), {
			formErrors: () => ['Slow down'],
		})
		expect(answer.init?.status).toBe(429)
		expect(answer.data.result.error).toEqual({ '': ['Slow down'] })
	})

	it('a 409 nobody words is not the tail’s to explain: it goes on', async () => {
		const conflict = problem(409, undefined, 'IN_USE')
		expect(await thrownBy(() => handleCaixaRefusal(reader(), submission(), conflict))).toBe(
			conflict,
		)
	})
})

describe('translatedRefusal', () => {
	const t = ((key: string, options?: { count?: number }) =>
		options?.count === undefined ? key : `${key}:${options.count}`) as unknown as Parameters<
		typeof translatedRefusal
	>[0]

	it('marks refused fields in our words, and leaves a 429 to the tail, which says when to try again', async () => {
		const limited = new CaixaProblem(
			{ type: 'about:blank', title: 'Too many', status: 429 },
			{ retryAfterSeconds: 150 },
		)
		const answer = await handleCaixaRefusal(
			reader('pt-BR'),
			submission(),
			limited,
			translatedRefusal(t),
		)
		expect(answer.init?.status).toBe(429)
		expect(answer.data.result.error).toEqual({
			'': ['Tentativas demais. Tente de novo em 3 minutos.'],
		})
		const invalid = await handleCaixaRefusal(
			reader(),
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
