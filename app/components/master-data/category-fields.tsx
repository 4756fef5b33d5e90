import { getSelectProps, getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
	categoryKinds,
	dreGroups,
	groupsOfKind,
	type CategoryKind,
} from '@caixa/contract/master-data-kinds'
import { Field, SelectField } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'

type Fields = {
	name: FieldMetadata<string>
	kind: FieldMetadata<string>
	group: FieldMetadata<string>
}

/**
 * Name, kind and income-statement line. With JavaScript the lines offered follow the kind chosen;
 * without it every line is offered and the server says when one does not fit.
 */
export function CategoryFields({ fields }: { fields: Fields }) {
	const { t } = useTranslation('masterData')
	const hydrated = useHydrated()
	// The kind as the select shows it: a choice made before the page hydrated is in the DOM, not
	// in Conform's state yet, so it is read from the element once JavaScript runs, then followed.
	const [chosenKind, setChosenKind] = useState(fields.kind.value)
	useEffect(() => {
		const select = document.getElementById(fields.kind.id)
		if (select instanceof HTMLSelectElement) setChosenKind(select.value)
	}, [fields.kind.id])
	useEffect(() => setChosenKind(fields.kind.value), [fields.kind.value])
	const kind = categoryKinds.find((each) => each === chosenKind) as CategoryKind | undefined
	const groups = hydrated && kind ? groupsOfKind[kind] : dreGroups
	return (
		<>
			<Field
				label={t('category.name')}
				inputProps={getInputProps(fields.name, { type: 'text' })}
				errors={fields.name.errors}
			/>
			<SelectField
				label={t('category.kind')}
				selectProps={{
					...getSelectProps(fields.kind),
					onChange: (event) => setChosenKind(event.currentTarget.value),
				}}
				options={categoryKinds.map((value) => ({ value, label: t(`category.kinds.${value}`) }))}
				errors={fields.kind.errors}
			/>
			<SelectField
				label={t('category.group')}
				description={t('category.groupHelp')}
				selectProps={getSelectProps(fields.group)}
				options={groups.map((value) => ({ value, label: t(`category.groups.${value}`) }))}
				errors={fields.group.errors}
			/>
		</>
	)
}
