import { useTranslation } from 'react-i18next'
import type { CogsFigures, CogsView } from './cogs-view'

const FIGURES = ['opening', 'purchases', 'closing', 'periodic', 'perpetual', 'difference'] as const

/**
 * The period's figures: the total first — what went in and out of stock, then the two costs and
 * their difference side by side — each said in a sentence for an owner who is no accountant;
 * then the same per product, in a table that scrolls sideways within itself on a narrow screen.
 */
export function CogsFiguresView({ view }: { view: CogsView }) {
	const { t } = useTranslation('cogs')
	return (
		<>
			<section aria-labelledby="cogs-totals" className="flex flex-col gap-3">
				<div className="flex flex-col gap-1">
					<h2 id="cogs-totals" className="text-lg font-semibold">
						{t('totals')}
					</h2>
					<p className="text-sm text-slate-700">
						{t('periodShown', { from: view.from, to: view.to })}
					</p>
				</div>
				<dl className="grid grid-cols-1 gap-3 min-[28rem]:grid-cols-3">
					{FIGURES.map((figure) => (
						<div
							key={figure}
							className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3"
						>
							<dt className="text-sm text-slate-700">{t(`figures.${figure}`)}</dt>
							<dd className="text-xl font-semibold tabular-nums">{view.total[figure]}</dd>
						</div>
					))}
				</dl>
				<Explanation figures={view.total} />
			</section>
			{view.products.length > 0 ? <ProductTable view={view} /> : null}
		</>
	)
}

function Explanation({ figures }: { figures: CogsFigures }) {
	const { t } = useTranslation('cogs')
	return (
		<div className="flex max-w-3xl flex-col gap-2 text-sm text-slate-800">
			<p>{t('explain.periodic', figures)}</p>
			<p>{t('explain.perpetual', figures)}</p>
			<p>{t('explain.difference', figures)}</p>
		</div>
	)
}

function ProductTable({ view }: { view: CogsView }) {
	const { t } = useTranslation('cogs')
	const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
	return (
		<section aria-labelledby="cogs-by-product" className="flex flex-col gap-2">
			<h2 id="cogs-by-product" className="text-lg font-semibold">
				{t('byProduct')}
			</h2>
			{/* Focusable, so a keyboard can scroll it on a screen narrower than its columns. */}
			<div
				role="region"
				aria-labelledby="cogs-by-product"
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
				tabIndex={0}
				className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700"
			>
				<table className="w-full text-sm">
					<thead className="bg-slate-50 text-slate-800">
						<tr>
							<th scope="col" className="px-3 py-2 text-left font-medium">
								{t('product')}
							</th>
							{FIGURES.map((figure) => (
								<th key={figure} scope="col" className="px-3 py-2 text-right font-medium">
									{t(`figures.${figure}`)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{view.products.map((product) => (
							<tr key={product.productId} className="border-t border-slate-200">
								<th scope="row" className="px-3 py-2 text-left font-normal">
									{product.name}
								</th>
								{FIGURES.map((figure) => (
									<td key={figure} className={cell}>
										{product[figure]}
										{figure === 'closing' && product.counted ? (
											<span className="ml-1 text-xs text-slate-700">({t('countedMark')})</span>
										) : null}
									</td>
								))}
							</tr>
						))}
					</tbody>
					<tfoot className="border-t-2 border-slate-300 font-semibold">
						<tr>
							<th scope="row" className="px-3 py-2 text-left">
								{t('total')}
							</th>
							{FIGURES.map((figure) => (
								<td key={figure} className={cell}>
									{view.total[figure]}
								</td>
							))}
						</tr>
					</tfoot>
				</table>
			</div>
		</section>
	)
}
