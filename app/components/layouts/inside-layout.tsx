import { Link, NavLink } from '@remix-run/react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ProfileMenu, type ProfileMenuProfile } from '../profile-menu'
import { buttonClassName } from '../ui/button'

export type InsideLayoutProps = {
	profile: ProfileMenuProfile
	children: ReactNode
}

/** The signed-in pages outside a cashier: product name, the x-ray (units) and the profile menu. */
export function InsideLayout({ profile, children }: InsideLayoutProps) {
	const { t } = useTranslation()
	return (
		<div className="flex flex-1 flex-col bg-slate-50">
			<header className="border-b border-slate-200 bg-white">
				<div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
					<Link
						to="/"
						className="rounded text-lg font-bold text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
					>
						{t('app.name')}
					</Link>
					<nav aria-label={t('nav.label')} className="ml-auto">
						<NavLink
							to="/unit"
							className={({ isActive }) =>
								buttonClassName({
									variant: 'ghost',
									className: isActive ? 'bg-slate-100' : undefined,
								})
							}
						>
							{t('nav.xray')}
						</NavLink>
					</nav>
					<ProfileMenu profile={profile} />
				</div>
			</header>
			<main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
		</div>
	)
}
