import type { ParseKeys } from 'i18next';
import type en from './locales/en.json';

/** The shape of every locale: English's. */
export type Messages = typeof en;
/** A key `t()` accepts: one English has. */
export type MessageKey = ParseKeys;
/** A page title key `routes.<name>`: every route's name is one (the route table is typed with it). */
export type RouteName = keyof Messages['routes'];
export type TabName = Exclude<keyof Messages['tabs'], 'label'>;
