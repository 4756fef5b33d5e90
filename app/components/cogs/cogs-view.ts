// What the COGS screen shows, as its loader and action hand it over: amounts already formatted.

/** Why there are no figures: no whole period chosen yet, or one that ends before it starts. */
export type PeriodProblem = 'CHOOSE' | 'ENDS_BEFORE'

export type CogsFigures = {
	opening: string
	purchases: string
	closing: string
	periodic: string
	perpetual: string
	difference: string
}

export type CogsProductView = CogsFigures & {
	productId: string
	name: string
	/** Whether the closing stock is the one counted (else the system's). */
	counted: boolean
	/** The system's closing quantity, as the count form shows it beside the field. */
	systemQuantity: string
}

export type CogsView = {
	from: string
	to: string
	total: CogsFigures
	products: CogsProductView[]
	/** Some closing stock in it was counted. */
	counted: boolean
}

/** A count's field error: the i18n key of its words. */
export type CountError = 'count.invalid' | 'count.gone'
