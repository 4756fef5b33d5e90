/** A payment's page; its forms are under it (`/edit`, `/partial`, `/interest-late`). */
export function paymentPath(cashierId: string, paymentId: string): string {
	return `/cashier/${encodeURIComponent(cashierId)}/payment/${encodeURIComponent(paymentId)}`
}
