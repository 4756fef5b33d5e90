import {
	getFormProps,
	getInputProps,
	getSelectProps,
	type SubmissionResult,
	useForm,
} from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type FilterEntity } from '~/components/filter-bar/definition'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { stockCountModes, stockCountReasons } from './stock-count-modes'

// The stock count / adjustment form of /unit/{unitId}/inventory: a product that keeps stock,
// what is typed (the quantity counted, or a signed difference), the quantity, the reason and the
// day. A plain post: without JavaScript the action checks it and answers it back with its errors
// and what was typed; with it, the same rule runs in the browser once fetched.

const loadValidation = () => import('./stock-count-validation')

/** The form's place on the page, where a row's Count link leads (not the form's own id, which
 * its fields name as their form). */
export const STOCK_COUNT_ANCHOR = 'count-or-adjust'

export function StockCountForm({
	products,
	lastResult,
	constraint,
	open,
	chosen,
}: {
	products: readonly FilterEntity[]
	lastResult: SubmissionResult<string[]> | undefined
	constraint: Record<string, { required?: boolean; pattern?: string }>
	/** Unfolded: the last post came back with errors, or there is a product to count first. */
	open: boolean
	/** The product a row's Count link chose, selected at first. */
	chosen?: string
}) {
	const { t } = useTranslation('stock')
	const validation = useValidationOnDemand(loadValidation, (module, formData) =>
		module.validateStockCount(formData, t),
	)
	const [form, fields] = useForm({
		id: 'stock-count',
		lastResult,
		constraint,
		defaultValue: { mode: 'COUNT', reason: 'COUNT', productId: chosen },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<details
			id={STOCK_COUNT_ANCHOR}
			className="rounded-md border border-slate-200 p-4"
			open={open || undefined}
		>
			<summary className="cursor-pointer font-medium">{t('count.title')}</summary>
			{products.length === 0 ? (
				<p className="mt-3 text-slate-700">{t('count.noProducts')}</p>
			) : (
				<Form
					method="post"
					className="mt-3 grid max-w-2xl gap-x-4 sm:grid-cols-2"
					{...getFormProps(form)}
					{...validation.intent}
				>
					<SelectField
						className="sm:col-span-2"
						label={t('count.product')}
						selectProps={getSelectProps(fields.productId)}
						options={[
							{ value: '', label: t('count.chooseProduct') },
							...products.map((product) => ({ value: product.id, label: product.label })),
						]}
						errors={fields.productId.errors}
					/>
					<SelectField
						label={t('count.mode')}
						selectProps={getSelectProps(fields.mode)}
						options={stockCountModes.map((mode) => ({
							value: mode,
							label: t(`count.modes.${mode}`),
						}))}
						errors={fields.mode.errors}
					/>
					<Field
						label={t('count.quantity')}
						description={t('count.quantityHelp')}
						inputProps={{
							...getInputProps(fields.quantity, { type: 'text' }),
							inputMode: 'decimal',
							autoComplete: 'off',
						}}
						errors={fields.quantity.errors}
					/>
					<SelectField
						label={t('count.reason')}
						selectProps={getSelectProps(fields.reason)}
						options={stockCountReasons.map((reason) => ({
							value: reason,
							label: t(`reasons.${reason}`),
						}))}
						errors={fields.reason.errors}
					/>
					<Field
						label={t('count.occurredOn')}
						description={t('count.occurredOnHelp')}
						inputProps={getInputProps(fields.occurredOn, { type: 'date' })}
						errors={fields.occurredOn.errors}
					/>
					<div className="sm:col-span-2">
						<ErrorList id={form.errorId} errors={form.errors} />
						<StatusButton type="submit">{t('count.submit')}</StatusButton>
					</div>
				</Form>
			)}
		</details>
	)
}
