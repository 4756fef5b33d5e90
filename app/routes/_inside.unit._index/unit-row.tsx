import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type UnitRole } from '@caixa/contract/unit'
import { Avatar } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'
import { buttonClassName } from '~/components/ui/button'

export interface UnitListRow {
	id: string
	name: string
	photo: string | null
	currency: string
	role: UnitRole
}

/** A unit in the list: its avatar, name, the caller's role and its currency, and its x-ray. */
export function UnitRow({ row }: { row: UnitListRow }) {
	const { t } = useTranslation('unit')
	return (
		<div className="flex items-center gap-3 py-2">
			<Avatar name={row.name} photo={photoUrl(row.photo, 'SAMPLE')} size={50} label="" />
			<div className="flex min-w-0 flex-1 flex-col">
				<span className="truncate font-medium" title={row.name}>
					{row.name}
				</span>
				<span className="text-sm text-slate-700">
					{t(`list.role.${row.role}`)} · {row.currency}
				</span>
			</div>
			<Link
				to={`/unit/${row.id}`}
				aria-label={t('list.openLabel', { name: row.name })}
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('list.open')}
			</Link>
		</div>
	)
}
