import { Link } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isPlainClick, useFilterBar } from './context'
import { type FilterDefinition } from './definition'

export const controlClassName =
	'min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 read-only:bg-slate-100'

export const labelClassName = 'text-sm font-medium text-slate-800'

const linkClassName =
	'rounded text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'

/** The ids of a filter's label and help text, from its first control's id. */
export function frameIds(controlId: string, definition: FilterDefinition) {
	return {
		labelId: `${controlId}-label`,
		describeId: definition.describe ? `${controlId}-describe` : undefined,
	}
}

/**
 * One selected filter: its label, its controls, its help text, and Remove unless it is required.
 * `group` when the label names several controls (a fieldset-like group labelled by it); otherwise
 * the label is a <label> for the one control.
 */
export function FilterFrame({
	definition,
	group,
	children,
}: {
	definition: FilterDefinition
	group: boolean
	children: ReactNode
}) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	const controlId = bar.controlId(definition.query)
	const { labelId, describeId } = frameIds(controlId, definition)
	const label = t(definition.name)
	const { shown } = bar
	useEffect(() => shown(), [shown])
	return (
		<div
			// The bar's controls are fetched on demand: this tells the browser, before it hydrates
			// the server's HTML, that it needs them (filter-bar.tsx).
			data-selected-filter=""
			role={group ? 'group' : undefined}
			aria-labelledby={group ? labelId : undefined}
			aria-describedby={group ? describeId : undefined}
			className="flex min-w-56 flex-col gap-2 rounded-md border border-slate-200 bg-white p-3"
		>
			<div className="flex items-baseline justify-between gap-4">
				{group ? (
					<span id={labelId} className={labelClassName}>
						{label}
					</span>
				) : (
					<label id={labelId} htmlFor={controlId} className={labelClassName}>
						{label}
					</label>
				)}
				{definition.required ? null : <RemoveFilter definition={definition} label={label} />}
			</div>
			{children}
			{definition.describe ? (
				<p id={describeId} className="text-xs text-slate-600">
					{t(definition.describe)}
				</p>
			) : null}
		</div>
	)
}

/**
 * A link to the URL without the filter, so it works without JavaScript; with it, the click
 * removes the filter from what the form holds, so text typed in another filter is not lost.
 */
function RemoveFilter({ definition, label }: { definition: FilterDefinition; label: string }) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	return (
		<Link
			to={bar.removeTo(definition)}
			replace
			preventScrollReset
			aria-label={t('filter:removeNamed', { name: label })}
			className={linkClassName}
			onClick={(event) => {
				if (!bar.hydrated || !isPlainClick(event)) return
				event.preventDefault()
				bar.remove(definition)
			}}
		>
			{t('filter:remove')}
		</Link>
	)
}

/** The same look for removing one chosen entity of a POJO filter. */
export function RemoveLink({
	to,
	label,
	onRemove,
}: {
	to: string
	label: string
	onRemove: () => void
}) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	return (
		<Link
			to={to}
			replace
			preventScrollReset
			aria-label={t('filter:removeNamed', { name: label })}
			className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
			onClick={(event) => {
				if (!bar.hydrated || !isPlainClick(event)) return
				event.preventDefault()
				onRemove()
			}}
		>
			<span aria-hidden="true">×</span>
		</Link>
	)
}
