/**
 * The totals above a cashier's list as the loader wrote them (list-totals.server.ts): the page
 * only places the markup, as BookRow does a row's.
 */
export function ListTotals({ html }: { html: string }) {
	return (
		<div
			data-testid="list-totals"
			className="rounded-md border border-slate-200 p-3"
			dangerouslySetInnerHTML={{ __html: html }}
		/>
	)
}
