// Who reaches a unit's master data (categories, clients or suppliers, products, financial
// institutions), and from where: the unit itself for its owner and collaborators, or one of its
// cashiers for whoever writes that cashier's records. Each answers the unit, or its 404.
export {
	type MasterDataScope,
	requireMasterDataScope,
	requireRecordsCashierUnit,
} from '@caixa/db/master-data-scope'
export { requireMasterDataUnit } from '@caixa/db/unit-master-data'
