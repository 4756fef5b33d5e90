import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import { Link } from '@remix-run/react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../ui/button'
import {
	DropdownMenu,
	DropdownMenuContent,
	DropdownMenuPortal,
	DropdownMenuTrigger,
} from '../ui/dropdown-menu'
import { useFilterBar } from './context'
import { selectionKey, type FilterDefinition } from './definition'

export type FiltersMenuProps = {
	/** The filters that can be ticked (required ones are always on and not listed). */
	definitions: readonly FilterDefinition[]
	selected: ReadonlySet<string>
	onToggle: (definition: FilterDefinition, selected: boolean) => void
	/** Keeps the focus from returning to the trigger, when it is going to a new filter instead. */
	keepFocus: () => boolean
}

/**
 * The Filters menu. Once hydrated, a Radix dropdown of checkbox items: ticking rewrites the URL.
 * On the server and without JavaScript, a <details> disclosure: an unticked filter is a submit
 * button adding its empty key (`name=`), a ticked one a link to the URL without it.
 */
export const FiltersMenu = forwardRef<HTMLButtonElement, FiltersMenuProps>(
	function FiltersMenu(props, ref) {
		const bar = useFilterBar()
		if (props.definitions.length === 0) return null
		return bar.hydrated ? (
			<FiltersDropdown ref={ref} {...props} />
		) : (
			<FiltersDisclosure {...props} />
		)
	},
)

function Label() {
	const { t } = useTranslation()
	return (
		<>
			{t('filter:filters')}
			<span aria-hidden="true" className="text-xs">
				▾
			</span>
		</>
	)
}

const FiltersDropdown = forwardRef<HTMLButtonElement, FiltersMenuProps>(function FiltersDropdown(
	{ definitions, selected, onToggle, keepFocus },
	ref,
) {
	const { t } = useTranslation()
	return (
		<DropdownMenu>
			<DropdownMenuTrigger asChild>
				<Button ref={ref} type="button" variant="secondary">
					<Label />
				</Button>
			</DropdownMenuTrigger>
			<DropdownMenuPortal>
				<DropdownMenuContent
					align="start"
					onCloseAutoFocus={(event) => {
						if (keepFocus()) event.preventDefault()
					}}
				>
					{definitions.map((definition) => (
						<DropdownMenuPrimitive.CheckboxItem
							key={definition.query}
							checked={selected.has(definition.query)}
							onCheckedChange={(checked) => onToggle(definition, checked)}
							className="flex w-full cursor-default items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none select-none data-highlighted:bg-emerald-50 data-highlighted:text-emerald-900"
						>
							<span
								aria-hidden="true"
								className="flex size-4 items-center justify-center rounded border border-slate-500 text-xs"
							>
								<DropdownMenuPrimitive.ItemIndicator>✓</DropdownMenuPrimitive.ItemIndicator>
							</span>
							{t(definition.name)}
						</DropdownMenuPrimitive.CheckboxItem>
					))}
				</DropdownMenuContent>
			</DropdownMenuPortal>
		</DropdownMenu>
	)
})

const disclosureItemClassName =
	'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700'

function FiltersDisclosure({ definitions, selected }: FiltersMenuProps) {
	const { t } = useTranslation()
	const bar = useFilterBar()
	return (
		<details className="relative">
			{/* list-none and the marker rule hide the disclosure triangle (Firefox, then WebKit). */}
			<summary
				className={buttonClassName({
					variant: 'secondary',
					className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
				})}
			>
				<Label />
			</summary>
			<ul className="absolute left-0 z-50 mt-2 min-w-52 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg">
				{definitions.map((definition) => {
					const name = t(definition.name)
					const isSelected = selected.has(definition.query)
					return (
						<li key={definition.query}>
							{isSelected ? (
								<Link
									to={bar.removeTo(definition)}
									replace
									preventScrollReset
									aria-label={t('filter:removeNamed', { name })}
									className={disclosureItemClassName}
								>
									<Box ticked />
									{name}
								</Link>
							) : (
								<button
									type="submit"
									name={selectionKey(definition)}
									value=""
									className={disclosureItemClassName}
								>
									<Box ticked={false} />
									{name}
								</button>
							)}
						</li>
					)
				})}
			</ul>
		</details>
	)
}

function Box({ ticked }: { ticked: boolean }) {
	return (
		<span
			aria-hidden="true"
			className="flex size-4 items-center justify-center rounded border border-slate-500 text-xs"
		>
			{ticked ? '✓' : null}
		</span>
	)
}
