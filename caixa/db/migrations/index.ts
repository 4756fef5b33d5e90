import { type Migration } from 'kysely'
import * as identity from './0001_identity'
import * as signIn from './0002_sign_in'
import * as mediaAndPosts from './0003_media_and_posts'
import * as unitsAndCashiers from './0004_units_and_cashiers'
import * as unitDetails from './0005_unit_details'
import * as masterData from './0006_master_data'
import * as companies from './0007_companies'
import * as subAcquirers from './0008_sub_acquirers'
import * as ledger from './0009_ledger'
import * as openInstallments from './0010_open_installments'
import * as ledgerVolumeAndIdempotencyKeys from './0011_ledger_volume_and_idempotency_keys'
import * as ledgerFilters from './0012_ledger_filters'
import * as openDueKeys from './0013_open_due_keys'
import * as internalTransfers from './0014_internal_transfers'
import * as stockMovements from './0015_stock_movements'
import * as recordListOrder from './0016_record_list_order'
import * as reactionsAndComments from './0017_reactions_and_comments'
import * as reportDays from './0018_report_days'
import * as reportInstallments from './0019_report_installments'
import * as categoryDefaultCode from './0020_category_default_code'
import * as cashierTotals from './0021_cashier_totals'

// A static map rather than a folder scan, so that bundlers (the Remix server build) see every
// migration. Names sort in the order they run; never rename or edit one that has shipped.
export const migrations: Record<string, Migration> = {
	'0001_identity': identity,
	'0002_sign_in': signIn,
	'0003_media_and_posts': mediaAndPosts,
	'0004_units_and_cashiers': unitsAndCashiers,
	'0005_unit_details': unitDetails,
	'0006_master_data': masterData,
	'0007_companies': companies,
	'0008_sub_acquirers': subAcquirers,
	'0009_ledger': ledger,
	'0010_open_installments': openInstallments,
	'0011_ledger_volume_and_idempotency_keys': ledgerVolumeAndIdempotencyKeys,
	'0012_ledger_filters': ledgerFilters,
	'0013_open_due_keys': openDueKeys,
	'0014_internal_transfers': internalTransfers,
	'0015_stock_movements': stockMovements,
	'0016_record_list_order': recordListOrder,
	'0017_reactions_and_comments': reactionsAndComments,
	'0018_report_days': reportDays,
	'0019_report_installments': reportInstallments,
	'0020_category_default_code': categoryDefaultCode,
	'0021_cashier_totals': cashierTotals,
}
