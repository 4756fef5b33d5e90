import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'
import { buttonClassName } from '~/components/ui/button'
import { type PortalTab } from './tabs'

export interface PortalRow {
	id: string
	name: string
	unit: { id: string; name: string; photo: string | null }
	/** Formatted on the server in the reader's language and the unit's currency. */
	balance: string
}

/**
 * A cashier on the portal: its unit's avatar (the photo's small rendition, else two initials on
 * the name's colour), the cashier's name in a column capped at min(300px, 30vw), the unit's
 * name, the balance (under them on a phone, right-aligned beside them from 640 px), and the way
 * in — the cashier itself, or its auditor view on the auditors tab.
 */
export function CashierRow({ row, tab }: { row: PortalRow; tab: PortalTab }) {
	const { t } = useTranslation('portal')
	const href = tab === 'auditors' ? `/auditor/cashier/${row.id}` : `/cashier/${row.id}`
	return (
		<div className="flex items-center gap-3 py-2">
			<Avatar name={row.unit.name} photo={photoUrl(row.unit.photo, 'SAMPLE')} size={50} label="" />
			<div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-4">
				<span
					className="max-w-[min(300px,30vw)] min-w-0 truncate font-medium sm:w-[min(300px,30vw)] sm:shrink-0"
					title={row.name}
				>
					{row.name}
				</span>
				<span className="min-w-0 truncate text-sm text-slate-700">
					<span className="sr-only">{t('list.unit')}: </span>
					{row.unit.name}
				</span>
				<span className="text-sm font-medium whitespace-nowrap tabular-nums sm:ml-auto sm:text-right">
					<span className="sr-only">{t('list.balance')}: </span>
					{row.balance}
				</span>
			</div>
			<Link
				to={href}
				aria-label={t('list.accessLabel', { name: row.name })}
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('list.access')}
			</Link>
		</div>
	)
}
