// What screens hand each other through navigation state (TanStack Router `state`).
import type { Responses } from '@wf/scoring';

export interface ScoreResultState {
  totalScore: number;
  directScore: number;
  indirectScore: number;
  responses?: Partial<Responses> | null;
  createdAt?: string;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** /profile-error: the mapped signup failure message. */
    errorMessage?: string;
    /** /login: a message to show on arrival (session expired, password reset, ...). */
    notice?: string;
    noticeTone?: 'info' | 'success' | 'warning' | 'error';
    /** /score-summary: the score just saved (or the latest one). */
    scoreResult?: ScoreResultState;
  }
}
