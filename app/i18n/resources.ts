import enAuth from './locales/en-US/auth.json'
import enCommon from './locales/en-US/common.json'
import enFilter from './locales/en-US/filter.json'
import enList from './locales/en-US/list.json'
import enPortal from './locales/en-US/portal.json'
import enPrivacy from './locales/en-US/privacy.json'
import ptAuth from './locales/pt-BR/auth.json'
import ptCommon from './locales/pt-BR/common.json'
import ptFilter from './locales/pt-BR/filter.json'
import ptList from './locales/pt-BR/list.json'
import ptPortal from './locales/pt-BR/portal.json'
import ptPrivacy from './locales/pt-BR/privacy.json'
import enUnit from './locales/en-US/unit.json'
import ptUnit from './locales/pt-BR/unit.json'
import enMasterData from './locales/en-US/masterData.json'
import ptMasterData from './locales/pt-BR/masterData.json'
import enManagement from './locales/en-US/management.json'
import ptManagement from './locales/pt-BR/management.json'
import enUnitCashier from './locales/en-US/unit-cashier.json'
import ptUnitCashier from './locales/pt-BR/unit-cashier.json'
import enCompany from './locales/en-US/company.json'
import ptCompany from './locales/pt-BR/company.json'
import enCollaborators from './locales/en-US/collaborators.json'
import ptCollaborators from './locales/pt-BR/collaborators.json'
import enLedger from './locales/en-US/ledger.json'
import ptLedger from './locales/pt-BR/ledger.json'
import enPayment from './locales/en-US/payment.json'
import ptPayment from './locales/pt-BR/payment.json'
import enInventory from './locales/en-US/inventory.json'
import ptInventory from './locales/pt-BR/inventory.json'
import enRecord from './locales/en-US/record.json'
import ptRecord from './locales/pt-BR/record.json'
import enCashierSetting from './locales/en-US/cashier-setting.json'
import ptCashierSetting from './locales/pt-BR/cashier-setting.json'
import enStock from './locales/en-US/stock.json'
import ptStock from './locales/pt-BR/stock.json'
import enCogs from './locales/en-US/cogs.json'
import ptCogs from './locales/pt-BR/cogs.json'
import enTransfer from './locales/en-US/transfer.json'
import ptTransfer from './locales/pt-BR/transfer.json'
import enAudit from './locales/en-US/audit.json'
import ptAudit from './locales/pt-BR/audit.json'
import enAuditors from './locales/en-US/auditors.json'
import ptAuditors from './locales/pt-BR/auditors.json'
import enReport from './locales/en-US/report.json'
import ptReport from './locales/pt-BR/report.json'
import enCashFlow from './locales/en-US/cash-flow.json'
import ptCashFlow from './locales/pt-BR/cash-flow.json'
import enConsolidated from './locales/en-US/consolidated.json'
import ptConsolidated from './locales/pt-BR/consolidated.json'
import enGeneralReport from './locales/en-US/generalReport.json'
import ptGeneralReport from './locales/pt-BR/generalReport.json'

export const resources = {
	'en-US': {
		common: enCommon,
		filter: enFilter,
		auth: enAuth,
		privacy: enPrivacy,
		portal: enPortal,
		list: enList,
		unit: enUnit,
		masterData: enMasterData,
		management: enManagement,
		unitCashier: enUnitCashier,
		company: enCompany,
		collaborators: enCollaborators,
		ledger: enLedger,
		payment: enPayment,
		inventory: enInventory,
		record: enRecord,
		cashierSetting: enCashierSetting,
		stock: enStock,
		cogs: enCogs,
		transfer: enTransfer,
		audit: enAudit,
		auditors: enAuditors,
		report: enReport,
		cashFlow: enCashFlow,
		consolidated: enConsolidated,
		generalReport: enGeneralReport,
	},
	'pt-BR': {
		common: ptCommon,
		filter: ptFilter,
		auth: ptAuth,
		privacy: ptPrivacy,
		portal: ptPortal,
		list: ptList,
		unit: ptUnit,
		masterData: ptMasterData,
		management: ptManagement,
		unitCashier: ptUnitCashier,
		company: ptCompany,
		collaborators: ptCollaborators,
		ledger: ptLedger,
		payment: ptPayment,
		inventory: ptInventory,
		record: ptRecord,
		cashierSetting: ptCashierSetting,
		stock: ptStock,
		cogs: ptCogs,
		transfer: ptTransfer,
		audit: ptAudit,
		auditors: ptAuditors,
		report: ptReport,
		cashFlow: ptCashFlow,
		consolidated: ptConsolidated,
		generalReport: ptGeneralReport,
	},
} as const
