import { addDays, dateFieldOrder, formatIsoDate, maskTypedDate, parseTypedDate } from '@sika/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { operatorMarket } from '../lib/market.ts';

const PLACEHOLDER = { day: 'DD', month: 'MM', year: 'YYYY' } as const;

/**
 * The back office's one date field (issue 20): typed in the operator's market order (DD/MM/YYYY in Ghana),
 * never the browser's date picker, whose order follows the browser's language. Digits only, the slashes
 * come by themselves; ↑ and ↓ move a day, Page Up and Page Down a week. `onChange` receives an ISO
 * `YYYY-MM-DD` once a whole, real date is typed; until then the last good date stands and the field says
 * what is wrong.
 */
export function DateInput({
  value,
  onChange,
  label,
}: {
  /** ISO `YYYY-MM-DD`, or '' for none yet. */
  value: string;
  onChange: (iso: string) => void;
  label: string;
}) {
  const market = operatorMarket();
  const [text, setText] = useState(() => formatIsoDate(market, value));
  const errorId = useId();
  useEffect(() => {
    // A date set from outside (a preset, a reset) replaces what was typed.
    setText((typed) => (parseTypedDate(market, typed) === value ? typed : formatIsoDate(market, value)));
  }, [market, value]);
  const parsed = parseTypedDate(market, text);
  const complete = text.replace(/\D/g, '').length === 8;
  const [touched, setTouched] = useState(false);
  const error =
    complete && !parsed
      ? 'Not a date in the calendar.'
      : touched && text !== '' && !complete
        ? 'Type the whole date.'
        : null;
  const pattern = dateFieldOrder(market)
    .map((part) => PLACEHOLDER[part])
    .join('/');

  function accept(next: string) {
    setText(next);
    const iso = parseTypedDate(market, next);
    if (iso && iso !== value) onChange(iso);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 7, PageDown: -7 };
    const step = steps[event.key];
    const from = parsed ?? value;
    if (step === undefined || !from) return;
    event.preventDefault();
    accept(formatIsoDate(market, addDays(from, step)));
  }

  return (
    <span className="date-input">
      <label className="filter">
        {label}
        <input
          className="date-field"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          title={`${pattern}; ↑ ↓ a day, Page Up/Down a week`}
          size={pattern.length}
          maxLength={10}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setTouched(false);
            accept(maskTypedDate(market, event.target.value));
          }}
          onBlur={() => setTouched(true)}
          onKeyDown={onKeyDown}
        />
      </label>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error} {pattern}
        </span>
      )}
    </span>
  );
}
