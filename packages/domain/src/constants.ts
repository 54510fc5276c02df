/** Timing and size constants of the spec, named as the spec names them (core §9, activities §9). */
export const TOKEN_COOKIE_DAYS = 7;
export const GUID_COOKIE_DAYS = 1;
export const MESSAGE_PAGE_SIZE = 20;
export const RECORDS_PAGE_SIZE = 50;
export const GAME_LIST_PAGE_SIZE = 20;
export const CATEGORY_SECTION_GAMES = 9;
export const BADGE_CAP = 99;
export const DEPOSIT_GRID_COLUMNS = 3;
export const CHANNELS_PER_ROW = 4;
export const AMOUNT_FIELD_MAX_CHARS = 9;
export const WITHDRAW_AMOUNT_MAX_DIGITS = 8;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const HOME_MENU_COLUMNS = 5;
export const HOME_MENUS_SHOWN = 4;
export const SWIPE_ADVERT_AUTOPLAY_MS = 5_000;
export const SWIPE_ADVERT_DURATION_MS = 2_000;
export const ADVERT_POPUP_AUTOPLAY_MS = 3_000;
export const ADVERT_POPUP_DEFAULT_POSITION = '800103';
export const ADVERT_POPUP_OPEN_DELAY_MS = 300;
export const NOTICE_POLL_MS = 10_000;
export const NOTICE_SHOWN_MS = 3_000;
export const NOTICE_ROTATION_MS = 5_000;
export const PREVIEW_REVEAL_DELAY_MS = 200;
export const REQUEST_TIMEOUT_MS = 60_000;
export const DEPOSIT_POLL_INTERVAL_MS = 5_000;
export const DEPOSIT_POLL_MAX_TIMES = 30;
export const DEPOSIT_FINISH_DELAY_MS = 3_000;
export const APP_BANNER_COOKIE_S = 7_200;
export const FLOATING_ADVERT_CLOSED_S = 1_800;
export const RATING_ELIGIBLE_AFTER_MS = 86_400_000;
export const MAX_APP_WIDTH_PX = 540;
export const RESIZE_DEBOUNCE_MS = 300;
export const TOAST_MS = 3_000;
export const TOAST_SUCCESS_MS = 2_000;
export const KYC_MIN_AGE_YEARS = 6;
export const KYC_MAX_AGE_YEARS = 70;
/** Kenya's withdraw fee (activities §9); its taxes live in taxes.ts. */
export const KENYA_WITHDRAW_FEE_BP = 200;
export const GAME_LABEL = { NEW: 1, HOT: 2, BONUS: 4 } as const;
/** Games hidden in the store build (spec core §6). */
export const STORE_HIDDEN_GAME_IDS = [25, 23, 26, 27] as const;

/** Server-side session and SMS rules (ours; recorded in docs/decisions/003). */
export const SESSION_TTL_MS = TOKEN_COOKIE_DAYS * 86_400_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** Rewards (spec activities §4, §9). */
export const DAILY_SIGN_DAYS = 7;
/** The in-game diamond task entry polls its tasks this often. */
export const TASK_ENTRY_POLL_MS = 2_017;
/** A task's progress bar stops short of full until its target is reached. */
export const TASK_PROGRESS_CAP_PERCENT = 99.99;

/** Cash rain (spec activities §4, §9). */
export const CASH_RAIN_DURATION_MS = 15_000;
export const CASH_RAIN_DROP_INTERVAL_MS = 250;
export const CASH_RAIN_FALL_MS = 3_000;
export const CASH_RAIN_COUNTDOWN_S = 3;
/** Reward flowers: up to 100 with a gift, 50 with Try Again. */
export const CASH_RAIN_FLOWERS_GIFT = 100;
export const CASH_RAIN_FLOWERS_TRY_AGAIN = 50;
export const CASH_RAIN_SHARE_DELAY_MS = 1_000;
/** Taps closer than this keep the combo going (ours). */
export const CASH_RAIN_COMBO_WINDOW_MS = 600;
