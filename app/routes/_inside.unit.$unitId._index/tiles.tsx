import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'

export interface Tile {
	/** Stable key, and the tile's heading id. */
	key: string
	title: string
	/** Where the tile leads; none while its screen is not built yet. */
	to?: string
	/** Shown under the title: counts, a balance, a hint. */
	lines: string[]
}

/**
 * The x-ray's menu: a grid of tiles, one per screen of the unit. A tile's title is its link, and
 * its figures are text beside it, so the link's name is the screen's name alone. A screen still
 * to come is a tile without a link, marked as such.
 */
export function TileGrid({ label, tiles, soon }: { label: string; tiles: Tile[]; soon: string }) {
	return (
		// eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops a bulletless list's role
		<ul role="list" aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
			{tiles.map((tile) => (
				<li
					key={tile.key}
					className={`flex flex-col gap-1 rounded-lg border p-4 ${
						tile.to
							? 'border-slate-200 bg-white shadow-sm'
							: 'border-dashed border-slate-300 bg-slate-50'
					}`}
				>
					<h3 className="text-lg font-semibold">
						{tile.to ? (
							<Link to={tile.to} className="text-emerald-800 underline-offset-2 hover:underline">
								{tile.title}
							</Link>
						) : (
							<span className="text-slate-700">{tile.title}</span>
						)}
					</h3>
					{tile.to ? null : <Soon>{soon}</Soon>}
					{tile.lines.map((line) => (
						<p key={line} className="text-sm text-slate-700">
							{line}
						</p>
					))}
				</li>
			))}
		</ul>
	)
}

function Soon({ children }: { children: ReactNode }) {
	return (
		<span className="self-start rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
			{children}
		</span>
	)
}
