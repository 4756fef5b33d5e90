import { useOnDemand } from './use-on-demand'

/**
 * A form's browser validation (zod and Conform's zod adapter, ~31 KB gzipped) fetched on the
 * first sign of intent instead of with the page. `load` imports the form's *-validation.ts module
 * (declare it at module level); `validate` runs its rule on the form's data. Spread `intent` on
 * the <Form> and pass `onValidate` to useForm, with the constraint from the loader's data: until
 * the module is in, onValidate is undefined and a submission is validated by the action, as
 * without JavaScript, with the same translated errors.
 */
export function useValidationOnDemand<Module, Submission>(
	load: () => Promise<Module>,
	validate: (module: Module, formData: FormData) => Submission,
) {
	const [module, prepare] = useOnDemand(load)
	return {
		onValidate: module
			? ({ formData }: { formData: FormData }) => validate(module, formData)
			: undefined,
		intent: { onFocus: prepare, onPointerEnter: prepare },
	}
}
