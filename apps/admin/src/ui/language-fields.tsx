import { languages } from '@sika/contract';

/**
 * A text in the three languages as form fields, `{name}.en` (required unless `optional`), `.fr`, `.pt`: what
 * `textsOf` reads back. One line each, or a few (`rows`) for longer texts. Uncontrolled (the form reads it on
 * submit), stacked for the narrow detail panel; the content pages' controlled, side-by-side twin is TextsInput.
 */
export function LanguageFields({
  legend,
  name,
  texts,
  maxLength,
  rows,
  optional = false,
}: {
  legend: string;
  name: string;
  texts: { en: string; fr?: string | undefined; pt?: string | undefined } | undefined;
  maxLength: number;
  rows?: number;
  optional?: boolean;
}) {
  return (
    <fieldset className="langs">
      <legend>{legend}</legend>
      {languages.map((l) => {
        const field = {
          name: `${name}.${l}`,
          defaultValue: texts?.[l] ?? '',
          required: !optional && l === 'en',
          maxLength,
        };
        return rows ? (
          <label key={l}>
            {l.toUpperCase()}
            <textarea rows={rows} {...field} />
          </label>
        ) : (
          <label key={l}>
            {l.toUpperCase()}
            <input {...field} />
          </label>
        );
      })}
    </fieldset>
  );
}

/** The three languages of a text from a form: `{prefix}.en`, `.fr`, `.pt`. */
export function textsOf(form: FormData, prefix: string) {
  const get = (l: string) => String(form.get(`${prefix}.${l}`) ?? '').trim();
  return { en: get('en'), fr: get('fr'), pt: get('pt') };
}
