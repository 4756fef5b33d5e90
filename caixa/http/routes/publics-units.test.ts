import { describe, expect, it } from 'vitest'
import { cashierSchema } from '@caixa/contract/cashier'
import { type Language } from '@caixa/contract/enums'
import { defaultCategoriesIn } from '@caixa/domain/default-categories'
import { quickStart } from '@caixa/services/cashiers'
import {
	bearer,
	createTestApp,
	jsonRequest,
	manualClock,
	mintSession,
	useTestApi,
} from '@caixa/testing'

describe('POST /caixa/api/publics/units (the quick start)', () => {
	const api = useTestApi()

	let people = 0
	const setUp = async (language: Language = 'en-US', start?: number) => {
		const { app, clock } = createTestApp(api.db, { clock: manualClock(start) })
		people += 1
		const { token, profile } = await mintSession(
			{ name: 'Ana', surname: 'Souza', email: `ana-${people}@example.com`, language },
			{ db: api.db, clock },
		)
		const post = (body: unknown, headers: Record<string, string> = bearer(token)) =>
			app.request('/caixa/api/publics/units', jsonRequest('POST', body, headers))
		const get = (path: string) => app.request(path, { headers: bearer(token) })
		return { app, clock, token, profile, post, get }
	}

	const unitsOf = (profileId: string) =>
		api.db.selectFrom('units').selectAll().where('owner_profile_id', '=', profileId).execute()

	it('creates the unit, its categories and its first cashier for the caller', async () => {
		const { profile, post, get } = await setUp('pt-BR')
		const response = await post({
			unitName: '  Padaria São João ',
			cashierName: 'Caixa da loja',
			country: 'BRAZIL',
		})
		expect(response.status, await response.clone().text()).toBe(201)
		const cashier = cashierSchema.parse(await response.json())
		expect(response.headers.get('Location')).toBe(`/caixa/api/cashiers/${cashier.id}`)
		expect(cashier).toEqual({
			id: expect.any(String),
			name: 'Caixa da loja',
			unit: {
				id: expect.any(String),
				name: 'Padaria São João',
				photo: null,
				timezone: 'America/Sao_Paulo',
			},
			openingBalance: 0,
			openingDate: '2025-01-15',
			balance: 0,
			currency: 'BRL',
			role: 'OWNER',
		})

		// The Location answers the same cashier, with its running totals: none yet.
		const located = await get(response.headers.get('Location') ?? '')
		expect(located.status).toBe(200)
		expect(await located.json()).toEqual({
			...cashier,
			totals: {
				records: { moneyIn: 0, moneyOut: 0, net: 0 },
				open: { toReceive: 0, toPay: 0 },
			},
		})

		const [unit, ...others] = await unitsOf(profile.id)
		expect(others).toEqual([])
		expect(unit).toMatchObject({
			id: cashier.unit.id,
			name: 'Padaria São João',
			search_text: 'padaria sao joao',
			country: 'BRAZIL',
			currency: 'BRL',
			timezone: 'America/Sao_Paulo',
			company_id: null,
			owner_profile_id: profile.id,
		})
		const stored = await api.db
			.selectFrom('cashiers')
			.selectAll()
			.where('unit_id', '=', cashier.unit.id)
			.execute()
		expect(stored).toEqual([
			expect.objectContaining({
				id: cashier.id,
				opening_balance: 0,
				balance: 0,
				opening_date: '2025-01-15',
				archived_at: null,
				created_by_profile_id: profile.id,
			}),
		])
	})

	it("gives the unit the default categories, in the caller's language", async () => {
		const { post } = await setUp('es')
		const cashier = cashierSchema.parse(
			await (await post({ unitName: 'Tienda', cashierName: 'Caja', country: 'SPAIN' })).json(),
		)
		const categories = await api.db
			.selectFrom('categories')
			.select(['name', 'kind', 'dre_group', 'archived_at'])
			.where('unit_id', '=', cashier.unit.id)
			.orderBy('name')
			.execute()
		expect(categories).toEqual(
			defaultCategoriesIn('es')
				.map((category) => ({
					name: category.name,
					kind: category.kind,
					dre_group: category.group,
					archived_at: null,
				}))
				.sort((a, b) => (a.name < b.name ? -1 : 1)),
		)
		expect(categories.map((category) => category.name)).toContain('Alquiler')
		expect(cashier.currency).toBe('EUR')
	})

	it('keeps a currency and a time zone that are given', async () => {
		const { profile, post } = await setUp()
		const response = await post({
			unitName: 'Loja Manaus',
			cashierName: 'Caixa',
			country: 'BRAZIL',
			currency: 'USD',
			timezone: 'America/Manaus',
		})
		expect(response.status).toBe(201)
		expect((await response.json()) as unknown).toMatchObject({ currency: 'USD' })
		expect(await unitsOf(profile.id)).toEqual([
			expect.objectContaining({ currency: 'USD', timezone: 'America/Manaus' }),
		])
	})

	it("opens the cashier today in the unit's time zone, not in UTC", async () => {
		// 01:30 UTC on 1 February is still 31 January, 22:30, in São Paulo.
		const { post, clock } = await setUp('en-US', Date.UTC(2025, 1, 1, 1, 30))
		const inBrazil = await post({ unitName: 'A', cashierName: 'Till', country: 'BRAZIL' })
		expect(await inBrazil.json()).toMatchObject({ openingDate: '2025-01-31' })
		const inPortugal = await post({ unitName: 'B', cashierName: 'Till', country: 'PORTUGAL' })
		expect(await inPortugal.json()).toMatchObject({ openingDate: '2025-02-01' })

		// 23:30 UTC on 31 January is already 1 February in Tokyo.
		clock.set(Date.UTC(2025, 0, 31, 23, 30))
		const inJapan = await post({ unitName: 'C', cashierName: 'Till', country: 'JAPAN' })
		expect(await inJapan.json()).toMatchObject({ openingDate: '2025-02-01', currency: 'JPY' })
		const given = await post({
			unitName: 'D',
			cashierName: 'Till',
			country: 'JAPAN',
			timezone: 'America/Sao_Paulo',
		})
		expect(await given.json()).toMatchObject({ openingDate: '2025-01-31' })
	})

	it('refuses input that fails validation with 422, naming each field, and creates nothing', async () => {
		const { profile, post } = await setUp()
		const valid = { unitName: 'Shop', cashierName: 'Till', country: 'BRAZIL' }
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ ...valid, unitName: '   ' }, 'unitName'],
			[{ ...valid, cashierName: '' }, 'cashierName'],
			[{ ...valid, unitName: 'x'.repeat(81) }, 'unitName'],
			[{ ...valid, country: 'ATLANTIS' }, 'country'],
			[{ ...valid, country: 'brazil' }, 'country'],
			[{ ...valid, currency: 'reais' }, 'currency'],
			[{ ...valid, currency: 'XYZ' }, 'currency'],
			[{ ...valid, timezone: 'Mars/Olympus_Mons' }, 'timezone'],
			[{ unitName: 'Shop', country: 'BRAZIL' }, 'cashierName'],
		]
		for (const [body, field] of cases) {
			const response = await post(body)
			expect(response.status, JSON.stringify(body)).toBe(422)
			expect(response.headers.get('content-type')).toBe('application/problem+json')
			const problem = (await response.json()) as { errors: Array<{ path: string }> }
			expect(
				problem.errors.map((error) => error.path),
				JSON.stringify(body),
			).toContain(field)
		}
		expect(await unitsOf(profile.id)).toEqual([])
	})

	it('needs a session', async () => {
		const { post } = await setUp()
		const body = { unitName: 'Shop', cashierName: 'Till', country: 'BRAZIL' }
		expect((await post(body, {})).status).toBe(401)
		expect((await post(body, bearer('not-a-session'))).status).toBe(401)
	})

	it('creates all of it or nothing: a failure after the unit leaves no unit behind', async () => {
		const { profile } = await setUp()
		// No catalogue has this language, so the categories, written after the unit, are nameless
		// and refused by the database.
		const owner = { id: profile.id, language: 'fr' as Language }
		await expect(
			quickStart(api.db, owner, { unitName: 'Half', cashierName: 'Till', country: 'FRANCE' }, 1),
		).rejects.toThrow()
		expect(await unitsOf(profile.id)).toEqual([])
	})
})
