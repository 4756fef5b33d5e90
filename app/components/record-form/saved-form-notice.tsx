import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '~/components/ui/button'
import { type RecordFormSavedData } from './picker-kinds'

/**
 * What the record form's page shows once its form view is saved (Back after saving, the same
 * view posted again): that it is saved, a link to the record it made (or to the cashier's
 * records when that is not known), and a new form view for the next record.
 */
export function SavedFormNotice({ page }: { page: RecordFormSavedData }) {
	const { t } = useTranslation('record')
	const { cashier, input } = page
	const { record } = page.saved
	const direction = input ? 'input' : 'output'
	return (
		<section className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t(`title.${direction}`)}</h1>
			<p>
				{record
					? t(`saved.made.${direction}`, { reference: record.reference })
					: t('saved.otherValues')}
			</p>
			<div className="flex flex-wrap gap-3">
				{record ? (
					<Link to={`/cashier/${cashier.id}/inventory/${record.id}`} className={buttonClassName()}>
						{t(`saved.open.${direction}`, { reference: record.reference })}
					</Link>
				) : (
					<Link to={`/cashier/${cashier.id}`} className={buttonClassName()}>
						{t('saved.records')}
					</Link>
				)}
				<Link
					to={`/cashier/${cashier.id}/${direction}`}
					className={buttonClassName({ variant: 'secondary' })}
				>
					{t(`saved.another.${direction}`)}
				</Link>
			</div>
		</section>
	)
}
