// The access page's contract (zod schemas) for its loader and action only: imported through a
// .server module, the page's browser code does not load zod for them.
export {
	accessLinkFailures,
	tokenCheckSchema,
	type AccessLinkFailure,
} from '@caixa/contract/authentication'
