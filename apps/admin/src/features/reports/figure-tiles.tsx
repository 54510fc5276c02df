import type { ActivityFigures } from '@sika/contract';
import { dayFigures, show } from './figures.ts';

/** The figures of a day or a range as tiles: label, value, and what it means on hover. */
export function FigureTiles({
  figures,
  currency,
  label,
}: {
  figures: ActivityFigures;
  currency: string;
  label: string;
}) {
  return (
    <ul className="figure-tiles" aria-label={label}>
      {dayFigures.map((f) => (
        <li key={f.key} title={f.hint} data-figure={f.key}>
          <span className="figure-label">{f.label}</span>
          <strong className={f.kind === 'money' && figures[f.key] < 0 ? 'debit' : undefined}>
            {show(f.kind, figures[f.key])}
          </strong>
          {f.kind === 'money' && <span className="figure-unit">{currency}</span>}
        </li>
      ))}
    </ul>
  );
}
