import type { Generated } from 'kysely';

export interface GamesTable {
  id: number;
  provider: string;
  provider_game_code: string;
  name: string;
  cover: string;
  large_cover: string | null;
  supplier_id: Generated<number>;
  has_demo: Generated<boolean>;
  label: Generated<number>;
  /** NUMERIC comes back as a string (db/pool.ts). */
  rtp_percent: string;
  max_win_multiplier: string;
  min_bet_minor: number;
  max_bet_minor: number;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  promotion: unknown | null;
}

export interface GameCategoriesTable {
  id: number;
  name: Record<string, string>;
  cover: string | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface GameCategoryGamesTable {
  category_id: number;
  game_id: number;
  sort: Generated<number>;
}

export interface PlayerFavouriteGamesTable {
  player_id: string;
  game_id: number;
  created_at: Generated<Date>;
}

export interface GameLaunchesTable {
  token_hash: Buffer;
  player_id: string;
  game_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface GameSessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  player_id: string;
  game_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

export interface GameRoundsTable {
  provider: string;
  round_id: string;
  player_id: string;
  game_id: number;
  bet_minor: Generated<number>;
  win_minor: Generated<number>;
  refunded_minor: Generated<number>;
  status: Generated<'open' | 'closed'>;
  created_at: Generated<Date>;
  closed_at: Date | null;
}

export interface WalletApiTransactionsTable {
  provider: string;
  tx_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  round_id: string;
  player_id: string | null;
  amount_minor: Generated<number>;
  request_hash: string;
  transfer_id: string | null;
  response: string;
  rolled_back_at: Date | null;
  created_at: Generated<Date>;
}

export interface GamesTables {
  games: GamesTable;
  game_categories: GameCategoriesTable;
  game_category_games: GameCategoryGamesTable;
  player_favourite_games: PlayerFavouriteGamesTable;
  game_launches: GameLaunchesTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  wallet_api_transactions: WalletApiTransactionsTable;
}
