import { WORK_ATTRIBUTE_2, WORK_ATTRIBUTE_3, WORK_ATTRIBUTE_4 } from './attributes';
import { WORK_MESSAGES } from './messages';

/** Response values of the Spearpoint Questionnaire. */
export const SPEARPOINT_RESPONSE = { yes: 1, no: 2, lessThan70mm: 3, moreThan70mm: 4 } as const;
export type SpearpointResponse = (typeof SPEARPOINT_RESPONSE)[keyof typeof SPEARPOINT_RESPONSE];

export interface SpearpointQuestion {
  spearpointQuestionId: number;
  spearpointQuestionName: string;
  options: readonly { value: SpearpointResponse; label: string }[];
}

const YES_NO = [
  { value: SPEARPOINT_RESPONSE.yes, label: 'Yes' },
  { value: SPEARPOINT_RESPONSE.no, label: 'No' },
] as const;
const DIAMETER = [
  { value: SPEARPOINT_RESPONSE.lessThan70mm, label: 'Less than 70mm' },
  { value: SPEARPOINT_RESPONSE.moreThan70mm, label: 'More than 70mm' },
] as const;

const question = (id: number, name: string): SpearpointQuestion => ({
  spearpointQuestionId: id,
  spearpointQuestionName: name,
  options: id === 3 ? DIAMETER : YES_NO,
});

/**
 * The 9 questions. Wording is ours (docs/decisions.md): the master data may supply its own text,
 * but the outcomes below depend only on the question number. A Yes (or < 70mm) at 2-5 points to a
 * spearpoint; a Yes from 6 on points to a bore.
 */
export const SPEARPOINT_QUESTIONS: readonly SpearpointQuestion[] = [
  question(1, 'Is the work one of several spearpoints connected to a common suction header (a battery of spearpoints)?'),
  question(2, 'Was the work installed by driving or jetting a pipe into the ground without drilling a hole?'),
  question(3, 'What is the outside diameter of the pipe?'),
  question(4, 'Does the pipe end in a manufactured spearpoint (well point) screen?'),
  question(5, 'Is the work pumped by a surface suction pump?'),
  question(6, 'Was a hole drilled with a drilling rig before the casing was installed?'),
  question(7, 'Was gravel pack or filter material placed around the screen?'),
  question(8, 'Was the annulus sealed with cement or bentonite grout?'),
  question(9, 'Is the work fitted with a submersible or line-shaft pump?'),
];

export type SpearpointOutcome = 'batteryNotSupported' | 'singleSpearpoint' | 'bore';

export interface SpearpointState {
  /** Answers in question order; answers[i] belongs to question i + 1. */
  answers: readonly SpearpointResponse[];
  outcome: SpearpointOutcome | null;
}

export const SPEARPOINT_INITIAL: SpearpointState = { answers: [], outcome: null };

/** Exception reason stored when the questionnaire says the work is a bore. */
export const SPEARPOINT_IS_BORE = 'SPEARPOINT_IS_BORE';

export const SPEARPOINT_OUTCOME_MESSAGES: Record<SpearpointOutcome, string> = {
  batteryNotSupported: WORK_MESSAGES.batteryOfSpearpoints,
  singleSpearpoint: WORK_MESSAGES.singleSpearpoint,
  bore: WORK_MESSAGES.boreNotSpearpoint,
};

/** Work type applied by a single-spearpoint outcome. */
export const SINGLE_SPEARPOINT_WORK_TYPE = {
  attribute2: WORK_ATTRIBUTE_2.production,
  attribute3: WORK_ATTRIBUTE_3.spearpoint,
  attribute4: WORK_ATTRIBUTE_4.singleSpearpoint,
} as const;

const leadsOn = (answer: SpearpointResponse): boolean =>
  answer === SPEARPOINT_RESPONSE.no || answer === SPEARPOINT_RESPONSE.moreThan70mm;

/** The questions shown: the first, then each next one only after No or 'More than 70mm' on the previous. */
export function visibleSpearpointQuestions(state: SpearpointState): SpearpointQuestion[] {
  if (state.outcome !== null && state.outcome !== 'bore') return SPEARPOINT_QUESTIONS.slice(0, state.answers.length);
  const shown = state.answers.every(leadsOn) ? state.answers.length + 1 : state.answers.length;
  return SPEARPOINT_QUESTIONS.slice(0, Math.min(shown, SPEARPOINT_QUESTIONS.length));
}

function outcomeOf(questionId: number, answer: SpearpointResponse): SpearpointOutcome | null {
  const affirmative = answer === SPEARPOINT_RESPONSE.yes || answer === SPEARPOINT_RESPONSE.lessThan70mm;
  if (affirmative) return questionId === 1 ? 'batteryNotSupported' : questionId <= 5 ? 'singleSpearpoint' : 'bore';
  return questionId === SPEARPOINT_QUESTIONS.length ? 'singleSpearpoint' : null;
}

/**
 * Answers question `questionId` (1-based). Answering an earlier question drops the later answers.
 * A 'bore' outcome leaves that radio unchecked, so the user can still correct the work type.
 * Answers to hidden questions or options a question does not offer are ignored.
 */
export function answerSpearpoint(state: SpearpointState, questionId: number, answer: SpearpointResponse): SpearpointState {
  const visible = visibleSpearpointQuestions({ answers: state.answers.slice(0, questionId - 1), outcome: null });
  const asked = visible[questionId - 1];
  if (!asked || !asked.options.some((o) => o.value === answer)) return state;
  const kept = state.answers.slice(0, questionId - 1);
  const outcome = outcomeOf(questionId, answer);
  return { answers: outcome === 'bore' ? kept : [...kept, answer], outcome };
}

/** Reset restores the questions. */
export function resetSpearpoint(): SpearpointState {
  return SPEARPOINT_INITIAL;
}

/** The modal closes on a battery (unsupported) and on a single spearpoint (type applied). */
export function closesQuestionnaire(outcome: SpearpointOutcome | null): boolean {
  return outcome === 'batteryNotSupported' || outcome === 'singleSpearpoint';
}
