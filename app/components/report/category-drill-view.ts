// A row of a category's drill-down as the page shows it: amounts written, the record's link.

type DrillRowCommon = {
	key: string
	href: string
	reference: string
	cashier: string
	input: boolean
	clientOrSupplier: string | null
	description: string | null
	issuedOn: string
	/** The record's total. */
	total: string
	/** What it puts on the category's figure. */
	amount: string
}

export type DrillRowView =
	| (DrillRowCommon & { kind: 'RECORD'; stockValue: string | null })
	| (DrillRowCommon & {
			kind: 'PAYMENT'
			paidOn: string
			number: number
			of: number
			partial: boolean
			cashMoved: string
			charges: string | null
	  })
