// Which attempts count on community boards (the leaderboard now, a most-improved board later):
// an attempt the questionnaire scored, or an imported one whose answers were checked and
// rescored. An imported score without answers is the resident's own word, which anyone can
// write (a back-dated 159 took first place): it stays in their history and counts nowhere else.

export interface BoardAttempt {
  fromOlderVersion: boolean;
  responses: unknown;
}

export function countsForBoards(attempt: BoardAttempt): boolean {
  return (
    !attempt.fromOlderVersion || (attempt.responses !== null && attempt.responses !== undefined)
  );
}
