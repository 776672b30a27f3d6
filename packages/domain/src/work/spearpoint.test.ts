import { describe, expect, it } from 'vitest';
import {
  SPEARPOINT_INITIAL,
  SPEARPOINT_OUTCOME_MESSAGES,
  SPEARPOINT_QUESTIONS,
  SPEARPOINT_RESPONSE as R,
  answerSpearpoint,
  closesQuestionnaire,
  resetSpearpoint,
  visibleSpearpointQuestions,
  type SpearpointResponse,
  type SpearpointState,
} from './spearpoint';

/** Answers questions 1..n in order. */
const answerAll = (answers: SpearpointResponse[]): SpearpointState =>
  answers.reduce<SpearpointState>((state, answer, i) => answerSpearpoint(state, i + 1, answer), SPEARPOINT_INITIAL);

const NO = R.no;
const YES = R.yes;
const MORE = R.moreThan70mm;
const LESS = R.lessThan70mm;

describe('spearpoint questionnaire', () => {
  it('has 9 questions; question 3 offers the diameters, the others Yes/No', () => {
    expect(SPEARPOINT_QUESTIONS).toHaveLength(9);
    expect(SPEARPOINT_QUESTIONS[2]?.options.map((o) => [o.value, o.label])).toEqual([
      [3, 'Less than 70mm'],
      [4, 'More than 70mm'],
    ]);
    expect(SPEARPOINT_QUESTIONS[0]?.options.map((o) => o.value)).toEqual([1, 2]);
  });

  it.each<[string, SpearpointResponse[], string | null, number]>([
    ['Q1 Yes: battery', [YES], 'batteryNotSupported', 1],
    ['Q2 Yes: single spearpoint', [NO, YES], 'singleSpearpoint', 2],
    ['Q3 < 70mm: single spearpoint', [NO, NO, LESS], 'singleSpearpoint', 3],
    ['Q5 Yes: single spearpoint', [NO, NO, MORE, NO, YES], 'singleSpearpoint', 5],
    ['Q6 Yes: bore, radio unchecked', [NO, NO, MORE, NO, NO, YES], 'bore', 6],
    ['Q9 Yes: bore', [NO, NO, MORE, NO, NO, NO, NO, NO, YES], 'bore', 9],
    ['Q9 No: single spearpoint', [NO, NO, MORE, NO, NO, NO, NO, NO, NO], 'singleSpearpoint', 9],
    ['No so far: next question shown', [NO, NO, MORE], null, 4],
  ])('%s', (_label, answers, outcome, shown) => {
    const state = answerAll(answers);
    expect(state.outcome).toBe(outcome);
    expect(visibleSpearpointQuestions(state)).toHaveLength(shown);
  });

  it('a bore answer is not kept (the radio is unchecked)', () => {
    expect(answerAll([NO, NO, MORE, NO, NO, YES]).answers).toEqual([NO, NO, MORE, NO, NO]);
  });

  it.each<[string, SpearpointState, number, SpearpointResponse]>([
    ['a question not yet shown', answerAll([NO]), 3, MORE],
    ['Yes on the diameter question', answerAll([NO, NO]), 3, YES],
    ['< 70mm on a Yes/No question', SPEARPOINT_INITIAL, 1, LESS],
    ['a question after a final Yes', answerAll([NO, YES]), 3, MORE],
  ])('ignores %s', (_label, state, question, answer) => {
    expect(answerSpearpoint(state, question, answer)).toBe(state);
  });

  it('answering an earlier question again drops the later answers', () => {
    const state = answerSpearpoint(answerAll([NO, NO, MORE, NO]), 2, YES);
    expect(state).toEqual({ answers: [NO, YES], outcome: 'singleSpearpoint' });
  });

  it('reset restores the questions', () => {
    expect(resetSpearpoint()).toEqual({ answers: [], outcome: null });
    expect(visibleSpearpointQuestions(resetSpearpoint())).toHaveLength(1);
  });

  it.each([
    ['batteryNotSupported', true, 'This work is a ‘Battery of Spearpoints’. Submission of BCR form for a Battery of Spearpoints is not currently supported'],
    ['singleSpearpoint', true, 'Work is a single spearpoint'],
    ['bore', false, 'Work is a bore, not a spearpoint. Please select the correct work type for a bore'],
  ] as const)('outcome %s: closes %s, message verbatim', (outcome, closes, message) => {
    expect(closesQuestionnaire(outcome)).toBe(closes);
    expect(SPEARPOINT_OUTCOME_MESSAGES[outcome]).toBe(message);
  });
});
