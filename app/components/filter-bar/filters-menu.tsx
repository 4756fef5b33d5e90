import { Link } from '@remix-run/react'
import { forwardRef, lazy, type ComponentType, type RefAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClassName } from '../ui/button'
import { MenuOnDemand } from '../ui/menu-on-demand'
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
 * The Filters menu. Once hydrated, a Radix dropdown of checkbox items: ticking rewrites the URL;
 * its code (filters-dropdown.tsx) is fetched on first use, and should that fail the disclosure
 * stays. On the server and without JavaScript, a <details> disclosure: an unticked filter is a
 * submit button adding its empty key (`name=`), a ticked one a link to the URL without it.
 */
export const FiltersMenu = forwardRef<HTMLButtonElement, FiltersMenuProps>(
	function FiltersMenu(props, ref) {
		const bar = useFilterBar()
		if (props.definitions.length === 0) return null
		if (!bar.hydrated) return <FiltersDisclosure {...props} />
		return (
			<MenuOnDemand
				load={loadDropdown}
				renderTrigger={(triggerProps) => (
					<Button ref={ref} {...triggerProps} variant="secondary">
						<Label />
					</Button>
				)}
			>
				<FiltersDropdown ref={ref} {...props} defaultOpen />
			</MenuOnDemand>
		)
	},
)

type DropdownProps = FiltersMenuProps & { defaultOpen?: boolean } & RefAttributes<HTMLButtonElement>
let dropdownModule: Promise<{ default: ComponentType<DropdownProps> }> | undefined
function loadDropdown() {
	dropdownModule ??= import('./filters-dropdown').then(
		(module) => ({ default: module.FiltersDropdown }),
		() => ({ default: FiltersDisclosure }),
	)
	return dropdownModule
}
const FiltersDropdown = lazy(loadDropdown)

export function Label() {
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
