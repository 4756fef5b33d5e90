import { Form, Link } from '@remix-run/react'
import { type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { type NamedThingWords } from './archive-panel'
import { type UnitRecordsSection, UnitRecordsNav } from './unit-records-nav'
import { StatusButton } from '~/components/ui/status-button'

/**
 * The edit page a unit's named things (a category, a client or supplier) share: the records nav,
 * the title, the resource's own fields, the form's errors, save, and cancel back to its page.
 * Archiving stays on that page. `words` is the masterData section (editTitle, save, cancel).
 * `after` goes under the form (a product's archive panel: its page is read-only).
 */
export function NamedThingEditPage({
	unit,
	current,
	words,
	form,
	fields,
	cancelTo,
	after,
}: {
	unit: { id: string }
	current: UnitRecordsSection
	words: NamedThingWords
	/** Conform's form: getFormProps(form) and its errors. */
	form: { props: ComponentProps<typeof Form>; errorId: string; errors?: string[] }
	fields: ReactNode
	cancelTo: string
	after?: ReactNode
}) {
	const { t } = useTranslation('masterData')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<UnitRecordsNav unit={unit} current={current} />
			<h1 className="text-2xl font-semibold">{t(`${words}.editTitle`)}</h1>
			<Form method="post" className="flex max-w-2xl flex-col gap-3" {...form.props}>
				{fields}
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<StatusButton type="submit">{t(`${words}.save`)}</StatusButton>
					<Link to={cancelTo} className={buttonClassName({ variant: 'secondary' })}>
						{t(`${words}.cancel`)}
					</Link>
				</div>
			</Form>
			{after}
		</section>
	)
}
