/** The first screen's paint, as a user-timing mark that `npm run bench:web` reads (home sets it). */
export const FIRST_SCREEN_MARK = 'sika:first-screen';
