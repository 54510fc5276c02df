import { addDays, localInstant, type MarketCode, markets, marketTaxes, marketTimeZones } from '@sika/domain';
import type { Db } from '../../db/pool.ts';
import { depositTaxTotals } from '../payments/index.ts';
import { withdrawTaxTotals } from '../withdrawals/index.ts';

export type TaxPeriod = 'day' | 'month';

/** One line of the remittance report: what one rule withheld in one local period of one market. */
export interface TaxReportRow {
  /** `YYYY-MM-DD` or `YYYY-MM`, in the market's time zone. */
  period: string;
  market: MarketCode;
  currency: string;
  /** packages/domain taxes.ts, e.g. GH_WINNINGS_WHT. */
  ruleId: string;
  appliesTo: 'deposit' | 'withdrawal';
  count: number;
  baseMinor: number;
  taxMinor: number;
}

export interface TaxReportQuery {
  /** Local dates, both included: 2026-11-01 to 2026-11-30. */
  from: string;
  to: string;
  period: TaxPeriod;
  /** Every market with a tax rule when absent. */
  market?: MarketCode;
}

/**
 * The tax withheld per period, market and rule, for remittance to the tax authority (docs/decisions/018):
 * withdrawals' tax counts when the payout is confirmed (its hold posted), deposits' when they are credited.
 * Periods are the market's local days or months. No errors: an empty period has no line.
 */
export async function taxReport(db: Db, query: TaxReportQuery): Promise<TaxReportRow[]> {
  const codes = query.market ? [query.market] : (Object.keys(markets) as MarketCode[]);
  const periodFormat = query.period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const lines: TaxReportRow[] = [];
  for (const market of codes) {
    const timeZone = marketTimeZones[market];
    const window = {
      market,
      timeZone,
      fromAt: localInstant(query.from, 0, 0, timeZone),
      toAt: localInstant(addDays(query.to, 1), 0, 0, timeZone),
      periodFormat,
    } as const;
    for (const rule of marketTaxes(market)) {
      const totals =
        rule.appliesTo === 'deposit'
          ? await depositTaxTotals(db, window)
          : await withdrawTaxTotals(db, window);
      for (const total of totals) {
        lines.push({
          ...total,
          market,
          currency: markets[market].currency,
          ruleId: rule.id,
          appliesTo: rule.appliesTo,
        });
      }
    }
  }
  return lines.sort((a, b) => a.period.localeCompare(b.period) || a.market.localeCompare(b.market));
}
