import type en from './locales/en.json';

/** The shape of every locale: English's (French and Portuguese are held to its keys by locales.test.ts). */
export type Messages = typeof en;
/** A top-level section of the locale files: the unit the build splits them into and a page loads. */
export type Section = keyof Messages;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer B}_${PluralSuffix}` ? B : never;
type Leaf = Leaves<Messages>;

/** A key `t()` accepts: one English has, or the base of a plural (`x` for `x_one`/`x_other`, with `count`). */
export type MessageKey = Leaf | PluralBase<Leaf>;
/** A page title key `routes.<name>`: every route's name is one (the route table is typed with it). */
export type RouteName = keyof Messages['routes'];
export type TabName = Exclude<keyof Messages['tabs'], 'label'>;

/** What `t()` fills in: `{{name}}` placeholders, `count` (which also picks the plural), a default text. */
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export interface TFunction {
  (key: MessageKey, options?: TOptions): string;
  /** A key made from data (a field's name from the server) with the text to show when English lacks it. */
  (key: string, options: TOptions & { defaultValue: string }): string;
}
