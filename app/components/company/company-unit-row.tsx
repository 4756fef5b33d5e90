import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'
import { buttonClassName } from '~/components/ui/button'

export interface CompanyUnitRow {
	id: string
	name: string
	photo: string | null
	country: string
	currency: string
}

/** A unit in its company's list: avatar, name, country and currency, and its page there. */
export function CompanyUnitRowView({ companyId, row }: { companyId: string; row: CompanyUnitRow }) {
	const { t } = useTranslation('company')
	return (
		<div className="flex items-center gap-3 py-2">
			<Avatar name={row.name} photo={photoUrl(row.photo, 'SAMPLE')} size={50} label="" />
			<div className="flex min-w-0 flex-1 flex-col">
				<span className="truncate font-medium" title={row.name}>
					{row.name}
				</span>
				<span className="text-sm text-slate-700">
					{row.country} · {row.currency}
				</span>
			</div>
			<Link
				to={`/company/${companyId}/unit/${row.id}`}
				aria-label={t('units.openLabel', { name: row.name })}
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('units.open')}
			</Link>
		</div>
	)
}
