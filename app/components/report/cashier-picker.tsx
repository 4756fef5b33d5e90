import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '../ui/button'
import { CASHIER_KEY } from './cash-flow-view'

// Which cashiers' books the cash flow reads: a GET form of tick boxes (none ticked: the whole
// unit), the URL's other keys riding along as hidden inputs, so it works without JavaScript and
// the period and granularity are kept.

export function CashierPicker({
	cashiers,
}: {
	cashiers: Array<{ id: string; name: string; chosen: boolean }>
}) {
	const { t } = useTranslation('cashFlow')
	const { search } = useLocation()
	const kept = [...new URLSearchParams(search)].filter(([key]) => key !== CASHIER_KEY)
	return (
		<Form method="get" preventScrollReset className="print:hidden">
			{kept.map(([key, value], index) => (
				<input key={`${key}-${index}`} type="hidden" name={key} value={value} />
			))}
			<fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
				<legend className="mb-1 text-sm font-medium text-slate-800">{t('cashiers.legend')}</legend>
				{cashiers.map((cashier) => (
					<label key={cashier.id} className="flex min-h-10 items-center gap-2 text-sm">
						<input
							type="checkbox"
							name={CASHIER_KEY}
							value={cashier.id}
							defaultChecked={cashier.chosen}
							className="size-4"
						/>
						{cashier.name}
					</label>
				))}
				<button type="submit" className={buttonClassName({ variant: 'secondary' })}>
					{t('cashiers.show')}
				</button>
			</fieldset>
		</Form>
	)
}
