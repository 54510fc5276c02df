import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API server that also serves the built web app, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The server's PostgreSQL (read SMS codes from sms_outbox). */
    databaseUrl: string;
    /** Every service of the stack by name (server, and the companions of stack.ts). */
    serviceUrls: Record<string, string>;
  }
}

/** Starts the real stack once per e2e run and stops it at the end (SIGTERM, then wait). */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('databaseUrl', stack.databaseUrl);
  project.provide(
    'serviceUrls',
    Object.fromEntries(Object.entries(stack.services).map(([name, service]) => [name, service.url])),
  );
  return async () => {
    await stack.stop();
  };
}
