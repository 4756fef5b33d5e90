import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export type UnitRecordsSection = 'category' | 'client-or-supplier' | 'product'

const sections: ReadonlyArray<[UnitRecordsSection, string]> = [
	['category', 'nav.categories'],
	['client-or-supplier', 'nav.clientsOrSuppliers'],
	['product', 'nav.products'],
]

/**
 * The three lists of a unit's master data, the current one marked. The unit's name and the way
 * back to its x-ray menu are the /unit/{unitId} layout's breadcrumb.
 */
export function UnitRecordsNav({
	unit,
	current,
}: {
	unit: { id: string }
	current: UnitRecordsSection
}) {
	const { t } = useTranslation('masterData')
	return (
		<nav aria-label={t('nav.label')} className="flex flex-wrap gap-1 border-b border-slate-200">
			{sections.map(([section, label]) => (
				<Link
					key={section}
					to={`/unit/${unit.id}/${section}`}
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

/** "Archived", beside the name of an archived thing. */
export function ArchivedBadge() {
	const { t } = useTranslation('masterData')
	return (
		<span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
			{t('archivedBadge')}
		</span>
	)
}
