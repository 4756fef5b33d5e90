import { Link, NavLink } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ProfileMenu, type ProfileMenuProfile } from '../profile-menu'
import { buttonClassName } from '../ui/button'

export type CashierLayoutProps = {
	cashier: { id: string | number; name: string }
	profile: ProfileMenuProfile
	children: ReactNode
}

/** The pages of one cashier: its name (back to the portal), its settings and the profile menu. */
export function CashierLayout({ cashier, profile, children }: CashierLayoutProps) {
	const { t } = useTranslation()
	return (
		<div className="flex flex-1 flex-col bg-slate-50">
			<header className="border-b border-slate-200 bg-white">
				<div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
					<Link
						to="/"
						className="min-w-0 truncate rounded text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
					>
						{cashier.name}
					</Link>
					<nav aria-label={t('nav.label')} className="ml-auto">
						<NavLink
							to={`/cashier/${cashier.id}/setting`}
							className={({ isActive }) =>
								buttonClassName({
									variant: 'ghost',
									className: isActive ? 'bg-slate-100' : undefined,
								})
							}
						>
							{t('nav.settings')}
						</NavLink>
					</nav>
					<ProfileMenu profile={profile} />
				</div>
			</header>
			<main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
		</div>
	)
}
