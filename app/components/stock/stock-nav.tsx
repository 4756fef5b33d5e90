import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export type StockSection = 'on-hand' | 'activity'

const sections: ReadonlyArray<[StockSection, string, string]> = [
	['on-hand', '', 'title'],
	['activity', '/activity', 'activityLink'],
]

/** The two stock screens of a unit, the current one marked: stock on hand and its activity. */
export function StockNav({ unitId, current }: { unitId: string; current: StockSection }) {
	const { t } = useTranslation('stock')
	return (
		<nav aria-label={t('nav')} className="flex flex-wrap gap-1 border-b border-slate-200">
			{sections.map(([section, path, label]) => (
				<Link
					key={section}
					to={`/unit/${unitId}/inventory${path}`}
					aria-current={section === current ? 'page' : undefined}
					className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
						section === current
							? 'border-emerald-700 text-emerald-800'
							: 'border-transparent text-slate-700 hover:text-slate-900'
					}`}
				>
					{t(label)}
				</Link>
			))}
		</nav>
	)
}
