import type { AnswerSource } from '@portal/shared/contracts/sourcing';

/** sourcing_answers.source: 1 entered by the partner's staff, 2 by the operator (the firm's side). */
export const ANSWER_SOURCE_CODE: Record<AnswerSource, number> = { manual: 1, operator: 2 };

/** The source of a stored answer as the wire names it. */
export const answerSourceOf = (code: number): AnswerSource => (code === 2 ? 'operator' : 'manual');
