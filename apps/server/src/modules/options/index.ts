export { getOptions, readOption } from './get-options.ts';
export { optionRoutes } from './routes.ts';
export { seedOptions } from './seed-options.ts';
export { optionSetupProblems, type SetupReport } from './setup-problems.ts';
