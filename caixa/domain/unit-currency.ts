import { DomainError } from './errors'
import { currencyDigits } from './money'

// Changing a unit's currency (DOMAIN.md: "a unit is one currency"; amounts are integers in its
// minor unit). A new currency relabels every amount the unit holds: 1000 is R$ 10,00 in BRL and
// US$ 10.00 in USD, but ¥1,000 in JPY. So while the unit holds no money any change is fine (a
// wrong pick at creation), and once it does only a currency with the same minor-unit digits is,
// which keeps each amount's number meaning the same decimal value. Anything else would silently
// multiply or divide every balance, and is refused with 409 CURRENCY_IN_USE.

export function assertCurrencyChangeAllowed(change: {
	from: string
	to: string
	/** Whether any amount of the unit is not zero (see unitHoldsMoney). */
	holdsMoney: boolean
}): void {
	if (change.from === change.to || !change.holdsMoney) return
	if (currencyDigits(change.from) === currencyDigits(change.to)) return
	throw new DomainError(
		'conflict',
		`The unit's cashiers hold amounts in ${change.from}; ${change.to} counts its minor unit differently, so they would change value.`,
		{ code: 'CURRENCY_IN_USE' },
	)
}
