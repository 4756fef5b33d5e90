import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { cashierUpdateBodySchema } from '@caixa/contract/unit-cashier'
import { MAX_MINOR_UNITS, type MoneyParse, parseMoney } from '@caixa/domain/money'
import { formErrorMap, type Translate } from '~/components/form-errors'

// The cashier form of a unit (new and edit), the same schema on both sides: the browser checks
// as the person types (fetching this module when someone reaches for the form, so zod stays out
// of the page's first load), the server again before calling the API (through
// cashier-form.server.ts). The opening balance is typed in
// the unit's currency as people write money ("1.234,56", "1234.56"), read by the one money parser
// (caixa/domain/money.ts), and sent as minor units.

type MoneyError = Extract<MoneyParse, { ok: false }>['reason']

const moneyErrorKeys: Record<MoneyError, string> = {
	EMPTY: 'unitCashier:form.errors.money',
	FORMAT: 'unitCashier:form.errors.money',
	NEGATIVE: 'unitCashier:form.errors.money',
	DECIMALS: 'unitCashier:form.errors.decimals',
	TOO_LARGE: 'unitCashier:form.errors.tooLarge',
}

/**
 * `{ name, openingBalance, openingDate }` with the balance in minor units of `currency`. An empty
 * balance is 0; below 0 is allowed (an account that opened overdrawn). Messages come from `t`, so
 * they are in the reader's language on both sides.
 */
export function cashierFormSchema({ currency, t }: { currency: string; t: Translate }) {
	return z.object({
		name: cashierUpdateBodySchema.shape.name,
		openingBalance: z
			.string()
			.trim()
			.max(40)
			.optional()
			.transform((text, context) => {
				if (!text) return 0
				// At most MAX_MINOR_UNITS either side, as the API takes it (caixa/domain/ledger-bounds.ts).
				const parsed = parseMoney(text, currency, { allowNegative: true, max: MAX_MINOR_UNITS })
				if (parsed.ok) return parsed.minorUnits
				context.addIssue({
					code: 'custom',
					message: t(moneyErrorKeys[parsed.reason], { currency }),
				})
				return z.NEVER
			}),
		openingDate: cashierUpdateBodySchema.shape.openingDate,
	})
}
export type CashierFormValue = z.output<ReturnType<typeof cashierFormSchema>>

export function validateCashier(formData: FormData, t: Translate, currency: string) {
	return parseWithZod(formData, {
		schema: cashierFormSchema({ currency, t }),
		error: formErrorMap(t),
	})
}
