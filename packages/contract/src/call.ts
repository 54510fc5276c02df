import type { z } from 'zod';

/**
 * One call of the players' API: the single description the server registers its route from and the
 * web client calls through. `data` is the schema of the envelope's `data` on success.
 */
export interface CallDef {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full path, with `:name` parameters, e.g. `/api/account/transaction/:id`. */
  path: string;
  summary: string;
  tags: string[];
  /**
   * `player`: a valid token is required; `optional`: read when present; `none`: ignored; `staff`: a complete
   * staff session with `permission` (the back office's calls, admin.ts).
   */
  auth: 'player' | 'optional' | 'none' | 'staff';
  /** For `staff` calls: the permission needed (null: any signed-in staff member). */
  permission?: string | null;
  /**
   * Open to a player whose play is paused (time-out or self-exclusion, docs/decisions/017): withdrawing,
   * messages, the profile and these settings. Every other call with a session answers 5404 (PLAY_PAUSED).
   */
  whileRestricted?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  data: z.ZodType;
}

export function defineCall<const D extends CallDef>(definition: D): D {
  return definition;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type CallBody<D extends CallDef> = Infer<D['body']>;
export type CallQuery<D extends CallDef> = Infer<D['query']>;
export type CallParams<D extends CallDef> = Infer<D['params']>;
export type CallData<D extends CallDef> = z.infer<D['data']>;
/** What a client sends: the input side of the schemas (before coercion). */
export type CallInput<D extends CallDef> = (D['body'] extends z.ZodType ? Input<D['body']> : unknown) &
  (D['query'] extends z.ZodType ? Input<D['query']> : unknown) &
  (D['params'] extends z.ZodType ? Input<D['params']> : unknown);
