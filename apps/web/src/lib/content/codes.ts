import type {
  ADVERT_POSITION as ContractAdvertPosition,
  H5_PAGE as ContractH5Page,
  MENU_ID as ContractMenuId,
  OPTION_TYPE as ContractOptionType,
} from '@sika/contract';

/*
 * The contract's content codes, repeated here because a value import from `@sika/contract` would bring zod
 * into the bundle. `satisfies` with the contract's types makes any drift a type error.
 */

export const ADVERT_POSITION = {
  HOME_SWIPE: '500101',
  HOME_FLOATING: '800102',
  POPUP: '800103',
  DEPOSIT_POPUP: '800104',
  HOME_BANNERS: '900103',
  FOOTER_BANNER: '900104',
  PROMOTION_LIST: '700101',
  ME_BANNER: '700201',
} as const satisfies typeof ContractAdvertPosition;

export const MENU_ID = {
  HOME: 100100,
  DRAWER: 200101,
  ME_GRID: 130100,
  PROMOTION: 700100,
} as const satisfies typeof ContractMenuId;

export const H5_PAGE = {
  ABOUT_US: 3002,
  HOW_TO_PLAY: 3003,
  TERMS: 3004,
  PRIVACY: 3005,
  RESPONSIBLE_GAMING: 3006,
  INSTALL_APP: 3007,
} as const satisfies typeof ContractH5Page;

export const OPTION_TYPE = {
  REGISTER_TIPS: 1001,
} as const satisfies Partial<typeof ContractOptionType>;
