import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * Companies and marketplaces, side by side: the way between the two lists. (A link from every
 * inside page belongs in the header, which the layouts own.)
 */
export function OrganisationNav() {
	const { t } = useTranslation('company')
	return (
		<nav aria-label={t('organisation.label')} className="flex gap-1 border-b border-slate-200">
			{(
				[
					['/company', t('organisation.companies')],
					['/marketplace', t('organisation.marketplaces')],
				] as const
			).map(([to, label]) => (
				<NavLink
					key={to}
					to={to}
					end
					className={({ isActive }) =>
						`-mb-px border-b-2 px-4 py-2 font-medium ${
							isActive
								? 'border-emerald-700 text-emerald-800'
								: 'border-transparent text-slate-700 hover:text-slate-900'
						}`
					}
				>
					{label}
				</NavLink>
			))}
		</nav>
	)
}
