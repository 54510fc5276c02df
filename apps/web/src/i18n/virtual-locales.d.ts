// The build's per-section locale chunks (vite/locale-sections.ts): loaders[language][section]().
declare module 'virtual:sika-locales' {
  export const loaders: Record<
    string,
    Record<string, () => Promise<{ default: { [key: string]: unknown } }>>
  >;
}
