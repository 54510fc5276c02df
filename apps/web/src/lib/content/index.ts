export { advertTarget } from './advert-link.ts';
export { type Advert, advertsQueryOptions, getAdverts, pickAdverts, useAdverts } from './adverts.ts';
export { ADVERT_POSITION, H5_PAGE, MENU_ID, OPTION_TYPE } from './codes.ts';
export { type MenuItem, menuQueryOptions, useMenu } from './menus.ts';
export { getSupports, type Supports, supportsQueryOptions, useSupports } from './supports.ts';
