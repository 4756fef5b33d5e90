import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type CompanyRole } from '@caixa/contract/company'
import { Avatar } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'
import { buttonClassName } from '~/components/ui/button'

export interface CompanyListRow {
	id: string
	name: string
	photo: string | null
	marketplace: { id: string; name: string } | null
	role: CompanyRole
}

/** A company in a list: its avatar, name, the caller's role and marketplace, and its page. */
export function CompanyRow({ row }: { row: CompanyListRow }) {
	const { t } = useTranslation('company')
	return (
		<div className="flex items-center gap-3 py-2">
			<Avatar name={row.name} photo={photoUrl(row.photo, 'SAMPLE')} size={50} label="" />
			<div className="flex min-w-0 flex-1 flex-col">
				<span className="truncate font-medium" title={row.name}>
					{row.name}
				</span>
				<span className="text-sm text-slate-700">
					{t(`role.${row.role}`)}
					{row.marketplace ? ` · ${row.marketplace.name}` : null}
				</span>
			</div>
			<Link
				to={`/company/${row.id}`}
				aria-label={t('list.openLabel', { name: row.name })}
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('list.open')}
			</Link>
		</div>
	)
}
