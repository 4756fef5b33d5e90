import { numberFormat } from '@caixa/domain/intl-formats'

// How the stock screens show a quantity; apart from the form's parser (stock-quantity.ts), which
// brings the record form's and the money parsers the pages that only show figures do not need.

/** A quantity in the reader's language: 15, 1.5 / 1,5, -2; never more than three decimals. */
export function formatStockQuantity(quantity: number, locale: string): string {
	return numberFormat(locale, { maximumFractionDigits: 3 }).format(quantity)
}
