import { overviewSchema } from '../overview'
import { endpoint } from './endpoint'

/** The portal's overview of the cashiers the caller writes (contract/overview.ts). */
export const overview = {
	get: endpoint({
		method: 'get',
		path: '/overview',
		answers: { 200: overviewSchema },
	}),
}
