// List sizes both the web app asks for and the API defaults to (spec section 9).

/** Attempts a score history shows, and the API's default `limit` for it. */
export const HISTORY_LIMIT = 50;
/** Residents on the leaderboard, and the API's default `limit` for it. */
export const LEADERBOARD_LIMIT = 10;
