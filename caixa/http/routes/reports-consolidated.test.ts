import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { problemSchema } from '@caixa/contract/problem'
import { dreSchema, type ReportBasis } from '@caixa/contract/report'
import { cashFlowSchema } from '@caixa/contract/report-cash-flow'
import {
	type ConsolidatedCashFlow,
	consolidatedCashFlowSchema,
	type ConsolidatedDre,
	consolidatedDreSchema,
} from '@caixa/contract/report-consolidated'
import { insertCompany, insertMarketplace } from '@caixa/testing/database-layer'
import { createInventory } from '@caixa/services/inventories'
import { createTransfer } from '@caixa/services/internal-transfers'
import { changePayment, chargeLateFees, payPart } from '@caixa/services/payments'
import {
	type CompanyCast,
	createCashier,
	createCompanyCast,
	createUnitWithCashier,
	useTestApi,
} from '@caixa/testing'

// The consolidated reports (contract/report-consolidated.ts) of a company with three units: two
// in BRL (São Paulo) and one in USD (New York), each with books of March and April 2025 — sales
// paid, purchases open, an installment overdue, a partial payment, the rest paid with interest. The check that
// matters: each currency block's figures are the sum of its units' OWN reports, asked of the unit
// endpoints for the same days, to the cent, line by line and period by period; the USD unit is a
// block of its own. Then who may read them. Runs on SQLite, and on PostgreSQL under
// scripts/with-postgres.sh.

/** Noon UTC: the same calendar day in São Paulo and New York. */
const ms = (date: string) => Date.parse(`${date}T12:00:00Z`)
const SAO_PAULO = 'America/Sao_Paulo'

describe('/caixa/api/reports/companies|marketplaces/{id}/dre|cash-flow', () => {
	const api = useTestApi()
	let cast: CompanyCast
	let brl2: string
	let usd: string
	let strangersUnit: string

	beforeAll(async () => {
		// 20/03/2025 15:00 UTC: the 20th in São Paulo and in New York alike.
		api.clock.set(Date.UTC(2025, 2, 20, 15, 0))
		const now = api.clock.now()
		cast = await createCompanyCast(api.db, api.clock)
		const owner = cast.owner.profileId
		const inCompany = async (unitId: string, companyId = cast.company.id) => {
			await api.db
				.updateTable('units')
				.set({ company_id: companyId })
				.where('id', '=', unitId)
				.execute()
		}
		const second = await createUnitWithCashier(api.db, owner, {
			unitName: 'Padaria Sul',
			openingBalance: 50_000,
			openingDate: '2025-01-01',
			now,
		})
		await inCompany(second.unit.id)
		const dollars = await createUnitWithCashier(api.db, owner, {
			unitName: 'Bakery Brooklyn',
			country: 'UNITED_STATES',
			currency: 'USD',
			timezone: 'America/New_York',
			openingBalance: 10_000,
			openingDate: '2025-01-01',
			now,
		})
		await inCompany(dollars.unit.id)
		brl2 = second.unit.id
		usd = dollars.unit.id
		// A stranger's company in the same marketplace, with a unit of its own and a sale.
		const strangers = await insertCompany(
			api.db,
			{
				name: 'Loja do Outro',
				document: null,
				ownerProfileId: cast.stranger.profileId,
				marketplaceId: cast.marketplace.id,
			},
			now,
		)
		const theirs = await createUnitWithCashier(api.db, cast.stranger.profileId, {
			unitName: 'Loja do Outro Centro',
			now,
		})
		await inCompany(theirs.unit.id, strangers.id)
		strangersUnit = theirs.unit.id
		await createInventory(
			api.db,
			cast.stranger.profileId,
			theirs.cashier.id,
			{ input: true, issuedOn: '2025-03-04', total: 777_00, paid: true },
			undefined,
			now,
		)

		const category = async (unitId: string, name: string) =>
			(
				await api.db
					.selectFrom('categories')
					.select('id')
					.where('unit_id', '=', unitId)
					.where('name', '=', name)
					.executeTakeFirstOrThrow()
			).id
		const record = (cashierId: string, body: Parameters<typeof createInventory>[3]) =>
			createInventory(api.db, owner, cashierId, body, undefined, now)

		// The first BRL unit: a sale paid, a purchase open, rent overdue, a service paid in part
		// with interest.
		const northTill = cast.cashier.id
		const north = cast.unit.id
		await record(northTill, {
			input: true,
			issuedOn: '2025-03-05',
			categoryId: await category(north, 'Sales of goods'),
			total: 30_000,
			paid: true,
		})
		await record(northTill, {
			input: false,
			issuedOn: '2025-03-06',
			categoryId: await category(north, 'Purchases for resale'),
			total: 12_000,
			payments: [{ dueDate: '2025-03-25', amount: 12_000 }],
		})
		await record(northTill, {
			input: false,
			issuedOn: '2025-03-01',
			categoryId: await category(north, 'Rent'),
			total: 5_000,
			payments: [{ dueDate: '2025-03-10', amount: 5_000 }],
		})
		const service = await record(northTill, {
			input: true,
			issuedOn: '2025-03-02',
			categoryId: await category(north, 'Services rendered'),
			total: 20_000,
			payments: [{ dueDate: '2025-03-12', amount: 20_000 }],
		})
		const due = await api.db
			.selectFrom('payments')
			.select('id')
			.where('inventory_id', '=', service.id)
			.where('parent_id', 'is', null)
			.executeTakeFirstOrThrow()
		await chargeLateFees(api.db, owner, northTill, due.id, { interest: 500, lateFee: 0 }, now)
		await payPart(api.db, owner, northTill, due.id, { amount: 8_000, paidOn: '2025-03-15' }, now)
		// The rest, 125.00, paid in full on the 18th: 120.00 of principal, 5.00 of interest.
		await changePayment(api.db, owner, northTill, due.id, { paid: true, paidOn: '2025-03-18' }, now)
		// The second BRL unit: a sale in two monthly installments, the first paid; a February sale.
		await record(second.cashier.id, {
			input: true,
			issuedOn: '2025-03-01',
			categoryId: await category(brl2, 'Sales of goods'),
			total: 100_000,
			installments: { count: 2, firstDueDate: '2025-03-01', every: 'MONTH' },
			paid: true,
		})
		await record(second.cashier.id, {
			input: true,
			issuedOn: '2025-02-10',
			total: 3_333,
			paid: true,
		})
		// A safe in the second unit, and 200.00 moved into it from the till on the 10th: inside the
		// unit, so in = out and no balance of the unit moves.
		const safe = await createCashier(api.db, brl2, { name: 'Safe', openingDate: '2025-01-01', now })
		await createTransfer(
			api.db,
			owner,
			brl2,
			{
				fromCashierId: second.cashier.id,
				toCashierId: safe.id,
				amount: 20_000,
				transferredOn: '2025-03-10',
			},
			undefined,
			now,
		)
		// The USD unit.
		await record(dollars.cashier.id, {
			input: true,
			issuedOn: '2025-03-02',
			categoryId: await category(usd, 'Sales of goods'),
			total: 7_000,
			paid: true,
		})
		await record(dollars.cashier.id, {
			input: false,
			issuedOn: '2025-03-03',
			categoryId: await category(usd, 'Rent'),
			total: 3_000,
			payments: [{ dueDate: '2025-04-02', amount: 3_000 }],
		})
	}, 60_000)

	const expectProblem = async (response: Response, status: number) => {
		expect(response.status, await response.clone().text()).toBe(status)
		return problemSchema.parse(await response.json())
	}
	const companyPath = (report: string) => `/reports/companies/${cast.company.id}/${report}`
	const marketplacePath = (report: string) =>
		`/reports/marketplaces/${cast.marketplace.id}/${report}`
	const range = `from=${ms('2025-03-01')}&to=${ms('2025-04-30')}&zone=${SAO_PAULO}`
	const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

	async function unitDre(unitId: string, basis: ReportBasis) {
		return api.getOk(
			`/reports/units/${unitId}/dre?${range}&basis=${basis}`,
			dreSchema,
			cast.owner.headers,
		)
	}

	async function expectDreIsSumOfUnits(answer: ConsolidatedDre, basis: ReportBasis) {
		expect(answer.currencies.map((block) => block.currency)).toEqual(['BRL', 'USD'])
		for (const block of answer.currencies) {
			const units = await Promise.all(block.units.map((unit) => unitDre(unit.id, basis)))
			expect(block.lines.map((line) => line.code)).toEqual(units[0]?.lines.map((l) => l.code))
			for (const [index, line] of block.lines.entries()) {
				expect(line.amount, `${block.currency} ${line.code}`).toBe(
					sum(units.map((unit) => unit.lines[index]?.amount ?? 0)),
				)
				expect(line.categories).toEqual([])
				for (const extra of line.extras) {
					expect(extra.amount).toBe(
						sum(
							units.map(
								(unit) =>
									unit.lines[index]?.extras.find((other) => other.code === extra.code)?.amount ?? 0,
							),
						),
					)
				}
			}
			for (const [index, unit] of block.units.entries()) {
				const own = units[index]
				expect(own?.currency).toBe(block.currency)
				expect(unit.netRevenue).toBe(own?.lines.find((l) => l.code === 'NET_REVENUE')?.amount)
				expect(unit.netResult).toBe(own?.lines.find((l) => l.code === 'NET_RESULT')?.amount)
			}
		}
	}

	it('DRE: each currency’s lines are Σ of its units’ own statements, to the cent, both bases', async () => {
		for (const basis of ['ACCRUAL', 'CASH'] as const) {
			const answer = await api.getOk(
				`${companyPath('dre')}?${range}&basis=${basis}`,
				consolidatedDreSchema,
				cast.owner.headers,
			)
			expect(answer).toMatchObject({
				scope: { kind: 'COMPANY', id: cast.company.id, name: cast.company.name },
				from: '2025-03-01',
				to: '2025-04-30',
				zone: SAO_PAULO,
				basis,
				hiddenUnits: 0,
			})
			expect(answer.currencies[0]?.units.map((unit) => unit.name)).toEqual([
				'Padaria Norte',
				'Padaria Sul',
			])
			expect(answer.currencies[1]?.units.map((unit) => unit.id)).toEqual([usd])
			await expectDreIsSumOfUnits(answer, basis)
		}
		// Figures by hand, accrual, BRL: sales 300.00 + 1 000.00, services 200.00 = 1 500.00 gross;
		// the February sale is outside the period.
		const accrual = await api.getOk(
			`${companyPath('dre')}?${range}`,
			consolidatedDreSchema,
			cast.owner.headers,
		)
		const gross = accrual.currencies[0]?.lines.find((line) => line.code === 'GROSS_REVENUE')
		expect(gross?.amount).toBe(150_000)
		expect(accrual.currencies[1]?.lines.find((line) => line.code === 'GROSS_REVENUE')?.amount).toBe(
			7_000,
		)
	})

	it('DRE: units in different zones read the instants in UTC by default', async () => {
		const answer = await api.getOk(
			`${companyPath('dre')}?from=${ms('2025-03-01')}&to=${ms('2025-03-31')}`,
			consolidatedDreSchema,
			cast.owner.headers,
		)
		expect(answer).toMatchObject({ zone: 'UTC', from: '2025-03-01', to: '2025-03-31' })
	})

	async function expectCashFlowIsSumOfUnits(answer: ConsolidatedCashFlow, query: string) {
		expect(answer.currencies.map((block) => block.currency)).toEqual(['BRL', 'USD'])
		for (const block of answer.currencies) {
			const units = await Promise.all(
				block.units.map((unit) =>
					api.getOk(
						`/reports/units/${unit.id}/cash-flow?${query}`,
						cashFlowSchema,
						cast.owner.headers,
					),
				),
			)
			expect(block.today).toBe(units.map((unit) => unit.today).sort()[0])
			const keys = [
				'openingBalance',
				'closingBalance',
				'inflow',
				'outflow',
				'net',
				'transfersIn',
				'transfersOut',
				'projectedInflow',
				'projectedOutflow',
				'projectedOpeningBalance',
				'projectedClosingBalance',
			] as const
			for (const key of keys) {
				expect(block[key], `${block.currency} ${key}`).toBe(sum(units.map((unit) => unit[key])))
			}
			expect(block.overdue.inflow).toBe(sum(units.map((unit) => unit.overdue.inflow)))
			expect(block.overdue.outflow).toBe(sum(units.map((unit) => unit.overdue.outflow)))
			expect(block.periods.map((period) => [period.start, period.end])).toEqual(
				units[0]?.periods.map((period) => [period.start, period.end]),
			)
			for (const [index, period] of block.periods.entries()) {
				for (const key of [
					'openingBalance',
					'inflow',
					'outflow',
					'transfersIn',
					'transfersOut',
					'net',
					'balance',
					'projectedInflow',
					'projectedOutflow',
					'projectedOpeningBalance',
					'projectedBalance',
				] as const) {
					expect(period[key], `${block.currency} ${period.start} ${key}`).toBe(
						sum(units.map((unit) => unit.periods[index]?.[key] ?? 0)),
					)
				}
				expect(period.transfersIn).toBe(period.transfersOut)
			}
			for (const [index, unit] of block.units.entries()) {
				expect(unit.openingBalance).toBe(units[index]?.openingBalance)
				expect(unit.closingBalance).toBe(units[index]?.closingBalance)
			}
		}
	}

	it('cash flow: each currency’s periods and balances are Σ of its units’ own, to the cent', async () => {
		for (const query of [
			range,
			`${range}&granularity=WEEK&firstDayOfWeek=7`,
			`from=${ms('2025-03-10')}&to=${ms('2025-03-20')}&zone=${SAO_PAULO}&granularity=DAY`,
			`from=${ms('2024-12-01')}&to=${ms('2025-12-31')}&zone=${SAO_PAULO}`,
		]) {
			const answer = await api.getOk(
				`${companyPath('cash-flow')}?${query}`,
				consolidatedCashFlowSchema,
				cast.owner.headers,
			)
			expect(answer.scope.kind).toBe('COMPANY')
			for (const block of answer.currencies) expect(block.today).toBe('2025-03-20')
			await expectCashFlowIsSumOfUnits(answer, query)
		}
		// By hand, March-April: BRL in 300.00 + 80.00 + 125.00 (5.00 of it interest) + 500.00
		// realized; USD in 70.00, 30.00 projected out in April.
		const answer = await api.getOk(
			`${companyPath('cash-flow')}?${range}`,
			consolidatedCashFlowSchema,
			cast.owner.headers,
		)
		expect(answer.currencies[0]).toMatchObject({
			inflow: 100_500,
			transfersIn: 20_000,
			transfersOut: 20_000,
		})
		expect(answer.currencies[1]).toMatchObject({
			openingBalance: 10_000,
			inflow: 7_000,
			projectedOutflow: 3_000,
			closingBalance: 17_000,
		})
	})

	it('refuses a bad query with a 422 problem, with the unit reports’ codes', async () => {
		const both = ['dre', 'cash-flow']
		for (const [query, path, code, reports] of [
			['zone=Mars/Olympus', 'zone', 'UNKNOWN_ZONE', both],
			[`from=${ms('2025-03-10')}&to=${ms('2025-03-01')}`, 'to', 'PERIOD_REVERSED', both],
			[`from=${ms('1899-12-31')}`, 'from', 'OUT_OF_CALENDAR', ['cash-flow']],
			[`from=${ms('1950-01-01')}&to=${ms('2034-12-31')}`, 'to', 'TOO_MANY_PERIODS', ['cash-flow']],
		] as const) {
			for (const report of reports) {
				for (const [path_, reader] of [
					[companyPath(report), cast.owner],
					[marketplacePath(report), cast.marketplaceOwner],
				] as const) {
					const problem = await expectProblem(
						await api.get(`${path_}?${query}`, reader.headers),
						422,
					)
					expect(
						problem.errors?.map((error) => error.path),
						path_ + query,
					).toContain(path)
					expect(problem.code, path_ + query).toBe(code)
				}
			}
		}
	})

	describe('who may read them', () => {
		it('a company’s: its owner and collaborators; its marketplace’s owner, a unit’s collaborator and strangers get 404', async () => {
			for (const report of ['dre', 'cash-flow']) {
				const path = companyPath(report)
				for (const member of [cast.owner, cast.companyCollaborator]) {
					expect((await api.get(path, member.headers)).status, path).toBe(200)
				}
				for (const member of [cast.marketplaceOwner, cast.unitCollaborator, cast.stranger]) {
					await expectProblem(await api.get(path, member.headers), 404)
				}
				await expectProblem(await api.get(path), 401)
				await expectProblem(
					await api.get(`/reports/companies/${crypto.randomUUID()}/${report}`, cast.owner.headers),
					404,
				)
			}
			expect(
				await api.getOk(
					`${companyPath('dre')}?${range}`,
					consolidatedDreSchema,
					cast.companyCollaborator.headers,
				),
			).toEqual(
				await api.getOk(
					`${companyPath('dre')}?${range}`,
					consolidatedDreSchema,
					cast.owner.headers,
				),
			)
		})

		it('a marketplace’s: its owner alone, over the units whose books it may see; the rest counted', async () => {
			const path = (report: string) => `/reports/marketplaces/${cast.marketplace.id}/${report}`
			for (const report of ['dre', 'cash-flow']) {
				for (const member of [cast.owner, cast.companyCollaborator, cast.stranger]) {
					await expectProblem(await api.get(path(report), member.headers), 404)
				}
				await expectProblem(await api.get(path(report)), 401)
			}
			// The mall's owner sees none of the shops' books: nothing summed, all four counted.
			const blind = await api.getOk(
				`${path('dre')}?${range}`,
				consolidatedDreSchema,
				cast.marketplaceOwner.headers,
			)
			expect(blind).toMatchObject({
				scope: { kind: 'MARKETPLACE', id: cast.marketplace.id },
				currencies: [],
				hiddenUnits: 4,
			})
			// A franchisor that owns the company too: its three units summed, the stranger's apart.
			const network = await insertMarketplace(
				api.db,
				{ name: 'Rede de Padarias', ownerProfileId: cast.owner.profileId },
				api.clock.now(),
			)
			await sql`update companies set marketplace_id = ${network.id}
				where id = ${cast.company.id} or marketplace_id = ${cast.marketplace.id}`.execute(api.db)
			const own = (report: string) => `/reports/marketplaces/${network.id}/${report}`
			const dre = await api.getOk(
				`${own('dre')}?${range}`,
				consolidatedDreSchema,
				cast.owner.headers,
			)
			expect(dre.hiddenUnits).toBe(1)
			expect(dre.currencies.flatMap((block) => block.units.map((unit) => unit.id))).not.toContain(
				strangersUnit,
			)
			expect(dre.currencies.map((block) => block.units.length)).toEqual([2, 1])
			expect(dre.currencies[0]?.units[1]).toMatchObject({
				id: brl2,
				companyName: cast.company.name,
			})
			await expectDreIsSumOfUnits(dre, 'ACCRUAL')
			const flow = await api.getOk(
				`${own('cash-flow')}?${range}`,
				consolidatedCashFlowSchema,
				cast.owner.headers,
			)
			expect(flow.hiddenUnits).toBe(1)
			await expectCashFlowIsSumOfUnits(flow, range)
		})
	})

	it('is documented: a session, its refusals as problems', async () => {
		const document = (await (await api.get('/openapi.json')).json()) as {
			paths: Record<string, { get?: { security?: unknown; responses: Record<string, unknown> } }>
		}
		for (const owner of ['companies/{companyId}', 'marketplaces/{marketplaceId}']) {
			for (const report of ['dre', 'cash-flow']) {
				const operation = document.paths[`/caixa/api/reports/${owner}/${report}`]?.get
				expect(operation?.security).toEqual([{ bearer: [] }])
				expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401', '404', '422'])
			}
		}
	})
})
