/**
 * Which locale sections a source file's keys come from: every string or template literal that is a key of
 * English (or, for a template such as `rewards.asset.${asset}`, a path of it). Used by the codemod that
 * writes each `useT(...)` (scripts/i18n-codemod.ts) and by the test that checks them (locales.test.ts).
 */
export function keyIndex(english: object): Set<string> {
  const out = new Set<string>();
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') {
        out.add(path);
        const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
        if (plural?.[1]) out.add(plural[1]);
      } else {
        out.add(`${path}.`);
        walk(value as object, `${path}.`);
      }
    }
  };
  walk(english, '');
  return out;
}

export function sectionsInSource(source: string, keys: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/['"`]([A-Za-z_]\w*\.[\w.-]*)(?=['"`]|\$\{)/g)) {
    const key = match[1] as string;
    if (keys.has(key) || keys.has(key.endsWith('.') ? key : `${key}.`)) {
      found.add(key.slice(0, key.indexOf('.')));
    }
  }
  return found;
}
