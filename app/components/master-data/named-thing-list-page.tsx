import { Form, Link } from '@remix-run/react'
import { type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar, type FilterBarProps } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { ErrorList } from '~/components/ui/field'
import { ArchivedBadge, type UnitRecordsSection, UnitRecordsNav } from './unit-records-nav'
import { StatusButton } from '~/components/ui/status-button'

// The page skeleton a unit's lists of named things (categories, clients or suppliers, products)
// share: the records nav, the title, an add form folded under "new" (open when the list is empty
// or the last post came back with errors), the filter bar and the infinite list. Each page keeps
// its fields, filters, rows and action; `words` is its section of the masterData namespace, with
// the same keys in each (title, new, create, listLabel, noMatches, empty, open).

export type NamedThingListWords = 'category' | 'clientOrSupplier' | 'product'

export function NamedThingListPage<Row extends { id: string }>({
	unit,
	current,
	words,
	form,
	fields,
	filters,
	rows,
	page,
	filtered,
	renderRow,
}: {
	unit: { id: string; name: string }
	current: UnitRecordsSection
	words: NamedThingListWords
	/** Conform's form: getFormProps(form), its errors, and whether an action answered. */
	form: {
		props: ComponentProps<typeof Form>
		errorId: string
		errors?: string[]
		answered: boolean
	}
	/** The add form's fields. */
	fields: ReactNode
	filters: { definitions: readonly FilterDefinition[]; state: FilterBarProps['state'] }
	rows: readonly Row[]
	page: number
	filtered: boolean
	renderRow: (row: Row) => ReactNode
}) {
	const { t } = useTranslation('masterData')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current={current} />
			<h1 className="text-2xl font-semibold">{t(`${words}.title`)}</h1>
			<details
				className="rounded-md border border-slate-200 p-4"
				open={form.answered || rows.length === 0 || undefined}
			>
				<summary className="cursor-pointer font-medium">{t(`${words}.new`)}</summary>
				<Form method="post" className="mt-3 flex max-w-2xl flex-col gap-3" {...form.props}>
					{fields}
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<StatusButton type="submit">{t(`${words}.create`)}</StatusButton>
					</div>
				</Form>
			</details>
			<FilterBar definitions={filters.definitions} state={filters.state} timeZone="UTC" />
			<InfiniteList
				label={t(`${words}.listLabel`, { unit: unit.name })}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				rowHeight={56}
				renderRow={renderRow}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t(`${words}.noMatches`) : t(`${words}.empty`)}
					</p>
				}
			/>
		</section>
	)
}

/**
 * A row of such a list: the name (a link to the thing's page when it has one, named "open …"),
 * the archived badge, then the resource's own details.
 */
export function NamedThingRow({
	words,
	name,
	archived,
	to,
	children,
}: {
	words: NamedThingListWords
	name: string
	archived: boolean
	to?: string
	children: ReactNode
}) {
	const { t } = useTranslation('masterData')
	return (
		<div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 py-3">
			{to ? (
				<Link
					to={to}
					aria-label={t(`${words}.open`, { name })}
					className="font-medium text-emerald-800 underline"
				>
					{name}
				</Link>
			) : (
				<span className="font-medium">{name}</span>
			)}
			{archived ? <ArchivedBadge /> : null}
			{children}
		</div>
	)
}
