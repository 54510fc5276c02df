import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { type MessageKey, type TOptions, useT } from './index.ts';

/**
 * A text with elements inside: `<terms>the terms</terms>` in the locale file becomes
 * `components.terms` with the tag's text as its children (one level, as the locale files use it).
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: MessageKey;
  components: Record<string, ReactElement>;
  values?: TOptions;
}) {
  const { t } = useT();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    parts.push(
      element
        ? cloneElement(
            element,
            { key: parts.length },
            match[2] ?? (element.props as { children?: ReactNode }).children,
          )
        : match[0],
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
