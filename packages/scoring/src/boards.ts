// Which attempts count on community boards (the leaderboard and most improved): the attempts
// taken here, which the questionnaire scored when the server received them. An imported attempt
// carries a date its importer chose, answers or not, so on a board it could win a tie against a
// resident who scored the same today, or invent an improvement from a made-up first attempt
// (issue 27, item 9: a worst-then-best import topped "most improved"). It stays in its owner's
// history and figures, and counts on no board.

export interface BoardAttempt {
  fromOlderVersion: boolean;
  responses: unknown;
}

export function countsForBoards(attempt: BoardAttempt): boolean {
  return !attempt.fromOlderVersion;
}
