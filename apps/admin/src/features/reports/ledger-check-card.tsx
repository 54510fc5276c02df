import { when } from '../../lib/market.ts';
import { useLedgerCheck } from './use-activity-report.ts';

/**
 * The ledger audit's last result (the hourly ledger-check job; docs/ledger.md, invariants): when it ran,
 * whether every invariant held, and which did not.
 */
export function LedgerCheckCard() {
  const check = useLedgerCheck();
  const result = check.data;
  return (
    <section className="card ledger-check" aria-label="Ledger check">
      <h2>Ledger check</h2>
      {check.error && <p className="error">{check.error.message}</p>}
      {result?.state === 'unchecked' && (
        <p className="muted">Not run yet: the hourly check has not recorded a result.</p>
      )}
      {result && result.state !== 'unchecked' && (
        <>
          <p>
            <span className={result.state === 'ok' ? 'status-ok' : 'status-breach'}>
              {result.state === 'ok' ? 'Passed' : 'BREACH'}
            </span>{' '}
            at {when(result.checkedAt)} UTC, in {result.durationMs} ms
          </p>
          {result.counts && (
            <p className="muted">
              {result.counts.transfers.toLocaleString('en')} transfers,{' '}
              {result.counts.entries.toLocaleString('en')} entries,{' '}
              {result.counts.accounts.toLocaleString('en')} accounts, {result.counts.pendingHolds} pending
              holds
            </p>
          )}
          {result.breaches.length > 0 && (
            <ul className="error">
              {result.breaches.map((b) => (
                <li key={b.invariant}>
                  {b.invariant} ({b.examples} example rows; run npm run ledger:check for them)
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
