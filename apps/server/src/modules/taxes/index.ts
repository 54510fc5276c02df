/**
 * Taxes (docs/decisions/018): the rules live in packages/domain taxes.ts and are charged where the money
 * moves (deposits, withdrawals); this module reports what was withheld, for remittance.
 */
export { type TaxPeriod, type TaxReportQuery, type TaxReportRow, taxReport } from './tax-report.ts';
