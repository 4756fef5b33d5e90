import {
	getFormProps,
	getInputProps,
	getSelectProps,
	useForm,
	type Submission,
} from '@conform-to/react'
import { Form, Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type OrderReferenceAnswer } from '@caixa/contract/inventory'
import { paymentMethods } from '@caixa/contract/ledger-constants'
import { formatMoney, parseMoney } from '@caixa/domain/money'
import { buttonClassName } from '~/components/ui/button'
import { ErrorList, Field, SelectField, type FieldInputProps } from '~/components/ui/field'
import { NewThing } from './new-thing'
import {
	pickerSearchUrl,
	referenceCheckUrl,
	type RecordFormActionData,
	type RecordFormLoaderData,
	type RecordFormPageData,
} from './picker-kinds'
import { RecordPicker } from './picker'
import { SavedFormNotice } from './saved-form-notice'
import { ProductLines } from './product-lines'
import { typedLinesTotal } from './quantity'
import { type RecordFormShape } from './form-shape'
import { SettlementFields } from './settlement'
import { StatusButton } from '~/components/ui/status-button'
import { useRecordFormValidation } from './use-record-form-validation'

const FORM_ID = 'record-form'

/**
 * The record form (spec §2 `/cashier/{id}/input` and `/output`, one screen; the direction comes
 * from the route). Every answer of its action rebuilds the form from the values it kept (a new
 * `revision`), so a refusal, a search, a new category or client in place and a line added or
 * removed without JavaScript all come back with nothing typed lost. Its validation comes when
 * someone reaches for it (use-record-form-validation.ts), its HTML constraints with the loader.
 */
export function RecordFormPage() {
	const loaderData = useLoaderData<RecordFormPageData>()
	const actionData = useActionData<RecordFormActionData>()
	const validation = useRecordFormValidation(FORM_ID)
	// This form view made its record already: the page says so instead of offering it again.
	if ('saved' in loaderData) return <SavedFormNotice page={loaderData} />
	return (
		<RecordForm
			key={actionData?.revision ?? 'first'}
			loaderData={loaderData}
			actionData={actionData}
			validation={validation}
		/>
	)
}

function RecordForm({
	loaderData,
	actionData,
	validation,
}: {
	loaderData: RecordFormLoaderData
	actionData: RecordFormActionData | undefined
	validation: ReturnType<typeof useRecordFormValidation>
}) {
	const { t, i18n } = useTranslation('record')
	const { input, cashier, products } = loaderData
	const options = actionData?.options ?? loaderData.options
	const rule = validation.module
	const schema = useMemo(
		() => rule?.recordFormSchema(cashier.currency, t),
		[rule, cashier.currency, t],
	)
	const [form, fields] = useForm<RecordFormShape, unknown>({
		id: FORM_ID,
		lastResult: actionData?.result,
		defaultValue: {
			idempotencyKey: loaderData.idempotencyKey,
			issuedOn: loaderData.today,
			orderReferenceNumber: loaderData.nextReference,
			settlement: 'PAID_NOW',
			dueDate: loaderData.today,
			firstDueDate: loaderData.today,
			every: 'MONTH',
			newCategoryGroup: loaderData.groups[0],
		},
		constraint: loaderData.constraint,
		// Until the validation is in, saving is validated by the action, as without JavaScript.
		onValidate:
			rule && schema
				? ({ formData }) =>
						// The schema reads text into numbers; the fields stay the text RecordFormShape names.
						rule.validateRecordForm(formData, schema, t) as unknown as Submission<
							RecordFormShape,
							string[],
							unknown
						>
				: undefined,
		shouldRevalidate: 'onBlur',
	})
	// Conform's intents held while the validation was on its way, one per render (a new count
	// renders the form again for the next).
	const [replayed, setReplayed] = useState(0)
	const { replayNext } = validation
	useEffect(() => {
		if (replayNext()) setReplayed((count) => count + 1)
	}, [replayNext, replayed])
	const formProps = getFormProps(form)
	const lines = fields.items.getFieldList()
	const priceOf = (id: string) => products.find((product) => product.id === id)?.unitPrice
	const total =
		lines.length > 0
			? typedLinesTotal(
					lines
						.map((line) => line.getFieldset())
						.map((line) => ({
							productId: line.productId.value,
							quantity: line.quantity.value,
							unitPrice: line.unitPrice.value,
						})),
					cashier.currency,
					priceOf,
				)
			: typedTotal(fields.total.value, cashier.currency)
	const direction = input ? 'input' : 'output'

	return (
		<section className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t(`title.${direction}`)}</h1>
			<Form
				method="post"
				className="flex flex-col gap-4"
				{...formProps}
				onFocus={validation.prepare}
				onPointerEnter={validation.prepare}
				onSubmit={(event) => {
					if (!validation.hold(event)) formProps.onSubmit(event)
				}}
			>
				{/* The form's default button, first in it: Enter in a field saves, rather than
				pressing the first button below (a picker's search). */}
				<button type="submit" name="intent" value="submit" hidden tabIndex={-1} />
				<input {...getInputProps(fields.idempotencyKey, { type: 'hidden' })} />
				<div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
					<Field
						label={t('issuedOn')}
						inputProps={getInputProps(fields.issuedOn, { type: 'date' })}
						errors={fields.issuedOn.errors}
					/>
					<ReferenceField
						cashierId={cashier.id}
						field={fields.orderReferenceNumber}
						inputProps={getInputProps(fields.orderReferenceNumber, { type: 'text' })}
					/>
				</div>
				<Field
					label={t('description')}
					inputProps={getInputProps(fields.description, { type: 'text' })}
					errors={fields.description.errors}
				/>
				<div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
					<div className="flex flex-col gap-2">
						<RecordPicker
							kind="category"
							label={t('category')}
							field={fields.categoryId}
							search={fields.categorySearch}
							options={options.category}
							searchUrl={pickerSearchUrl(cashier.id, 'category', input)}
						/>
						<NewThing
							summary={t('newCategory.summary')}
							intent="new-category"
							submit={t('newCategory.submit')}
							open={Boolean(fields.newCategoryName.errors ?? fields.newCategoryGroup.errors)}
						>
							<Field
								label={t('newCategory.name')}
								inputProps={getInputProps(fields.newCategoryName, { type: 'text' })}
								errors={fields.newCategoryName.errors}
							/>
							<SelectField
								label={t('newCategory.group')}
								selectProps={getSelectProps(fields.newCategoryGroup)}
								options={loaderData.groups.map((group) => ({
									value: group,
									label: t(`masterData:category.groups.${group}`),
								}))}
								errors={fields.newCategoryGroup.errors}
							/>
						</NewThing>
					</div>
					<div className="flex flex-col gap-2">
						<RecordPicker
							kind="client"
							label={t(`client.${direction}`)}
							field={fields.clientOrSupplierId}
							search={fields.clientSearch}
							options={options.client}
							searchUrl={pickerSearchUrl(cashier.id, 'client', input)}
						/>
						<NewThing
							summary={t(`newClient.summary.${direction}`)}
							intent="new-client"
							submit={t(`newClient.submit.${direction}`)}
							open={Boolean(fields.newClientName.errors ?? fields.newClientDocument.errors)}
						>
							<Field
								label={t('newClient.name')}
								inputProps={getInputProps(fields.newClientName, { type: 'text' })}
								errors={fields.newClientName.errors}
							/>
							<Field
								label={t('newClient.document')}
								inputProps={getInputProps(fields.newClientDocument, { type: 'text' })}
								errors={fields.newClientDocument.errors}
							/>
						</NewThing>
					</div>
				</div>
				<ProductLines
					form={form}
					items={fields.items}
					products={products}
					currency={cashier.currency}
				/>
				{lines.length > 0 ? (
					<p className="text-lg" aria-live="polite">
						{t('totalOfLines')}{' '}
						<output className="font-semibold">
							{total === null ? '—' : formatMoney(total, cashier.currency, i18n.language)}
						</output>
						<ErrorList id={fields.total.errorId} errors={fields.total.errors} />
					</p>
				) : (
					<Field
						label={t('total', { currency: cashier.currency })}
						description={t('totalHelp')}
						inputProps={{ ...getInputProps(fields.total, { type: 'text' }), inputMode: 'decimal' }}
						errors={fields.total.errors}
					/>
				)}
				<SettlementFields
					fields={{
						settlement: fields.settlement,
						dueDate: fields.dueDate,
						installmentCount: fields.installmentCount,
						firstDueDate: fields.firstDueDate,
						every: fields.every,
					}}
					total={total}
					currency={cashier.currency}
				/>
				<div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
					<SelectField
						label={t('method')}
						selectProps={getSelectProps(fields.method)}
						options={[
							{ value: '', label: t('picker.none') },
							...paymentMethods.map((method) => ({
								value: method,
								label: t(`ledger:method.${method}`),
							})),
						]}
						errors={fields.method.errors}
					/>
					<RecordPicker
						kind="institution"
						label={t('institution')}
						field={fields.financialInstitutionId}
						search={fields.institutionSearch}
						options={options.institution}
						searchUrl={pickerSearchUrl(cashier.id, 'institution', input)}
					/>
				</div>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex flex-wrap gap-3">
					<StatusButton type="submit" name="intent" value="submit">
						{t(`submit.${direction}`)}
					</StatusButton>
					<Link to={`/cashier/${cashier.id}`} className={buttonClassName({ variant: 'secondary' })}>
						{t('cancel')}
					</Link>
				</div>
			</Form>
		</section>
	)
}

function typedTotal(text: string | undefined, currency: string): number | null {
	if (!text) return null
	const parsed = parseMoney(text, currency)
	return parsed.ok ? parsed.minorUnits : null
}

/**
 * The order reference, prefilled with the next number. With JavaScript a reference another
 * record has is said on leaving the field (the API's check); the API's 409 says it on saving
 * either way.
 */
function ReferenceField({
	cashierId,
	field,
	inputProps,
}: {
	cashierId: string
	field: { errors?: string[] }
	inputProps: FieldInputProps
}) {
	const { t } = useTranslation('record')
	const check = useFetcher<OrderReferenceAnswer>()
	const [typed, setTyped] = useState<string | null>(null)
	// Said only while the field still holds the reference that was checked.
	const taken =
		check.state === 'idle' &&
		check.data &&
		!check.data.available &&
		check.data.query === (typed ?? '').trim()
			? t('ledger:problem.DUPLICATE_REFERENCE')
			: undefined
	return (
		<Field
			label={t('orderReferenceNumber')}
			description={t('orderReferenceNumberHelp')}
			inputProps={{
				...inputProps,
				onBlur: (event) => {
					inputProps.onBlur?.(event)
					const value = event.currentTarget.value.trim()
					setTyped(event.currentTarget.value)
					if (value) check.load(referenceCheckUrl(cashierId, value))
				},
				onChange: (event) => {
					inputProps.onChange?.(event)
					setTyped(event.currentTarget.value)
				},
			}}
			errors={[...(field.errors ?? []), taken]}
		/>
	)
}
