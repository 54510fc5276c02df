import { languages } from '@sika/contract';

export type Texts = { en: string; fr?: string | undefined; pt?: string | undefined };

/** One text in the three languages, side by side; English is the one players fall back on. */
export function TextsInput({
  legend,
  name,
  value,
  onChange,
  long = false,
  enRequired = false,
}: {
  legend: string;
  name: string;
  value: Texts;
  onChange: (value: Texts) => void;
  long?: boolean;
  enRequired?: boolean;
}) {
  return (
    <fieldset className="texts">
      <legend>{legend}</legend>
      {languages.map((l) => {
        const props = {
          name: `${name}.${l}`,
          value: value[l] ?? '',
          required: enRequired && l === 'en',
        };
        return long ? (
          <label key={l}>
            {l.toUpperCase()}
            <textarea {...props} rows={3} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
          </label>
        ) : (
          <label key={l}>
            {l.toUpperCase()}
            <input {...props} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
          </label>
        );
      })}
    </fieldset>
  );
}
