/** A locale tree (or one section of it): nested objects whose leaves are texts. */
export type Tree = { [key: string]: string | Tree };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** `{{ name }}` → the value; a placeholder without a value stays as written (as i18next left it). */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/{{\s*([\w.]+)\s*}}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/**
 * The text of `path` (the key without its section) in a section: with a numeric `count`, the plural form
 * of the language (`_zero` first when the count is 0 and the form exists, then `Intl.PluralRules`' category,
 * then the bare key, then `_other`): the rules the locale files were written for under i18next.
 */
export function lookup(
  section: Tree | undefined,
  path: string,
  language: string,
  count: number | undefined,
): string | undefined {
  if (!section) return undefined;
  const parts = path.split('.');
  const leaf = parts.pop() as string;
  let node: string | Tree | undefined = section;
  for (const part of parts) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  if (typeof node !== 'object') return undefined;
  const candidates =
    typeof count === 'number'
      ? [
          ...(count === 0 ? [`${leaf}_zero`] : []),
          `${leaf}_${pluralCategory(language, count)}`,
          leaf,
          `${leaf}_other`,
        ]
      : [leaf];
  for (const candidate of candidates) {
    const text = node[candidate];
    if (typeof text === 'string') return text;
  }
  return undefined;
}
