import { NavLink } from '@remix-run/react'

export interface SectionLink {
	to: string
	label: string
	/** Active on its own path only, not on the paths below it. */
	end?: boolean
}

/** The pages of one company or marketplace, as tabs under its name. */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
	return (
		<nav aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
			{links.map((link) => (
				<NavLink
					key={link.to}
					to={link.to}
					end={link.end}
					className={({ isActive }) =>
						`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
							isActive
								? 'border-emerald-700 text-emerald-800'
								: 'border-transparent text-slate-700 hover:text-slate-900'
						}`
					}
				>
					{link.label}
				</NavLink>
			))}
		</nav>
	)
}
