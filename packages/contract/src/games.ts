import { z } from 'zod';
import { defineCall } from './call.ts';
import { emptyData } from './envelope.ts';
import { flagField, intField, pageQuery } from './fields.ts';

/** Spec core §3 Game. `label` bit flags: 1 new, 2 hot, 4 bonus. Covers are same-origin paths. */
export const game = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  largeCover: z.string().nullable(),
  supplierId: z.number().int(),
  hasDemo: z.boolean(),
  label: z.number().int(),
  onlineUsers: z.number().int(),
  rtpPercent: z.number(),
  maxWinMultiplier: z.number(),
});
export type Game = z.infer<typeof game>;

/** Spec core §3 Category: `games` lists game ids in display order. */
export const gameCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  games: z.array(z.number().int()),
});
export type GameCategory = z.infer<typeof gameCategory>;

const tags = ['games'];
const langQuery = z.object({ lang: z.enum(['en', 'fr', 'pt']).optional().default('en') });

export const getLobby = defineCall({
  operationId: 'getLobby',
  method: 'GET',
  path: '/api/game-service/v2/lobby',
  summary:
    'Categories with their games for the home game area. `store=1` hides the games of the store build.',
  tags,
  auth: 'none',
  query: langQuery.extend({ store: flagField.optional().default(false) }),
  data: z.object({ categories: z.array(gameCategory), games: z.array(game) }),
});

export const getCategoryGames = defineCall({
  operationId: 'getCategoryGames',
  method: 'GET',
  path: '/api/game-service/categories/:id/games',
  summary: 'One category’s games, pages of 20 (More → /categories/{id}/games).',
  tags,
  auth: 'none',
  params: z.object({ id: intField }),
  query: pageQuery(20, 50).extend({ store: flagField.optional().default(false), lang: langQuery.shape.lang }),
  data: z.object({
    category: gameCategory.omit({ games: true }),
    list: z.array(game),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
});

export const getMyGames = defineCall({
  operationId: 'getMyGames',
  method: 'GET',
  path: '/api/game-service/my-games',
  summary: 'The player’s My Games: the games they marked, newest first.',
  tags,
  auth: 'player',
  data: z.object({ games: z.array(game) }),
});

export const setMyGame = defineCall({
  operationId: 'setMyGame',
  method: 'POST',
  path: '/api/game-service/my-games',
  summary: 'Add a game to My Games (`mine=1`) or take it out (`mine=0`).',
  tags,
  auth: 'player',
  body: z.object({ gameId: intField, mine: flagField }),
  data: emptyData,
});

export const getRecentGames = defineCall({
  operationId: 'getRecentGames',
  method: 'GET',
  path: '/api/game-service/v2/personal/recent-games',
  summary: 'The games the player played last, most recent first (at most 20).',
  tags,
  auth: 'player',
  data: z.object({ games: z.array(game.extend({ lastPlayedAt: z.string() })) }),
});

export const latestWinner = z.object({
  mobile: z.string().describe('masked: 024****456'),
  gameId: z.number().int(),
  gameName: z.string(),
  winMinor: z.number().int(),
  time: z.string(),
});

export const getLatestWinners = defineCall({
  operationId: 'getLatestWinners',
  method: 'GET',
  path: '/api/game-service/getLastestWinner',
  summary: 'Latest wins across all players, numbers masked (page 1, size 20 by default).',
  tags,
  auth: 'none',
  query: pageQuery(20, 50),
  data: z.object({ list: z.array(latestWinner), page: z.number().int(), size: z.number().int() }),
});

export const gameRecord = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  betMinor: z.number().int(),
  winMinor: z.number().int(),
  refundedMinor: z.number().int(),
  status: z.enum(['open', 'closed']),
  time: z.string(),
});

const recordsQuery = pageQuery(20, 50).extend({
  order: z.enum(['asc', 'desc']).optional().default('desc'),
  gameId: intField.optional(),
});
const recordsData = z.object({
  list: z.array(gameRecord),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const getBetRecords = defineCall({
  operationId: 'getBetRecords',
  method: 'GET',
  path: '/api/game-service/records/bet',
  summary: 'The player’s rounds with a stake (/me/game-records).',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: recordsQuery,
  data: recordsData,
});

export const getWinRecords = defineCall({
  operationId: 'getWinRecords',
  method: 'GET',
  path: '/api/game-service/records/win',
  summary: 'The player’s rounds that paid out.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: recordsQuery,
  data: recordsData,
});

export const getGamePromotion = defineCall({
  operationId: 'getGamePromotion',
  method: 'GET',
  path: '/api/game-service/activities/game-promotion/info',
  summary:
    'The promotion a game runs, in `lang` (English where the operator wrote no translation); null when it runs none or is not in the lobby.',
  tags,
  auth: 'none',
  query: z.object({ id: intField, lang: langQuery.shape.lang }),
  data: z
    .object({
      gameId: z.number().int(),
      title: z.string(),
      content: z.string(),
      image: z.string().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
});

export const getOnlineUsers = defineCall({
  operationId: 'getOnlineUsers',
  method: 'GET',
  path: '/api/game-service/v2/online',
  summary: 'Players in a real game session in the last 5 minutes, in total and per game.',
  tags,
  auth: 'none',
  data: z.object({ total: z.number().int(), games: z.record(z.string(), z.number().int()) }),
});

export const launchGame = defineCall({
  operationId: 'launchGame',
  method: 'POST',
  path: '/api/game-service/launch',
  summary:
    'The game frame URL. Real play (`mode=launch`) needs a player and issues a one-time launch token; demo (`mode=demo`) plays a virtual balance and needs no login.',
  tags,
  auth: 'optional',
  body: z.object({ gameId: intField, mode: z.enum(['launch', 'demo']), lang: langQuery.shape.lang }),
  data: z.object({
    url: z.string(),
    mode: z.enum(['launch', 'demo']),
    gameId: z.number().int(),
    gamesOrigin: z.string(),
  }),
});
