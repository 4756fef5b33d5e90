import { Link } from '@remix-run/react'
import { Avatar } from '~/components/avatar'
import { photoUrl } from '~/components/multimedia'

/** Back to a list, then the thing this page is about (with its avatar), linking to its page. */
export function Breadcrumb({
	label,
	list,
	current,
}: {
	label: string
	list: { to: string; label: string }
	current: { to: string; name: string; photo?: string | null }
}) {
	return (
		<nav aria-label={label}>
			<ol className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
				<li>
					<Link to={list.to} className="underline-offset-2 hover:underline">
						{list.label}
					</Link>
				</li>
				<li aria-hidden="true">›</li>
				<li className="flex items-center gap-2">
					<Avatar
						name={current.name}
						photo={photoUrl(current.photo, 'SAMPLE')}
						size={24}
						label=""
					/>
					<Link
						to={current.to}
						className="font-medium text-slate-900 underline-offset-2 hover:underline"
					>
						{current.name}
					</Link>
				</li>
			</ol>
		</nav>
	)
}
