import { useState } from 'react';
import {
  SPEARPOINT_INITIAL,
  SPEARPOINT_OUTCOME_MESSAGES,
  SPEARPOINT_QUESTIONS,
  answerSpearpoint,
  closesQuestionnaire,
  resetSpearpoint,
  visibleSpearpointQuestions,
  type SpearpointOutcome,
  type SpearpointResponse,
} from '@driller/domain';
import { AppModal } from '../../../components/ui/modal';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';

export interface SpearpointModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Question texts from the master data, by question id; the domain's wording otherwise. */
  questionTexts?: Readonly<Record<number, string>>;
  /** The outcome decided the work type: single spearpoint (type applied) or bore (pick a bore type). */
  onOutcome: (outcome: Exclude<SpearpointOutcome, 'batteryNotSupported'>) => void;
}

/**
 * The Spearpoint Questionnaire: questions appear one by one while the answers point neither way.
 * The domain's state machine decides; this only renders it and tells the user the outcome.
 */
export function SpearpointModal({ isOpen, onClose, questionTexts = {}, onOutcome }: SpearpointModalProps) {
  const [state, setState] = useState(SPEARPOINT_INITIAL);
  const dialogs = useDialogs();
  const visible = visibleSpearpointQuestions(state);

  const close = () => {
    setState(resetSpearpoint());
    onClose();
  };

  async function answer(questionId: number, value: SpearpointResponse) {
    const next = answerSpearpoint(state, questionId, value);
    setState(next);
    if (next.outcome === null) return;
    if (next.outcome !== 'batteryNotSupported') onOutcome(next.outcome);
    if (closesQuestionnaire(next.outcome)) close();
    await dialogs.alert(SPEARPOINT_OUTCOME_MESSAGES[next.outcome], 'Spearpoint Questionnaire');
  }

  return (
    <AppModal
      title="Spearpoint Questionnaire"
      isOpen={isOpen}
      onClose={close}
      footer={
        <>
          <button type="button" className="nsw-button nsw-button--dark" onClick={close}>
            Close
          </button>
          <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => setState(resetSpearpoint())}>
            Reset
          </button>
        </>
      }
    >
      <p>Answer each question about the work. The next question appears when it is needed.</p>
      {visible.map((q, index) => {
        const chosen = state.answers[index];
        const text = questionTexts[q.spearpointQuestionId] ?? SPEARPOINT_QUESTIONS[index]?.spearpointQuestionName ?? q.spearpointQuestionName;
        return (
          <fieldset key={q.spearpointQuestionId} className="nsw-form__fieldset app-spearpoint__question">
            <legend className="nsw-form__legend">{`${q.spearpointQuestionId}. ${text}`}</legend>
            {q.options.map((o) => {
              const id = `spearpoint-${q.spearpointQuestionId}-${o.value}`;
              return (
                <div key={o.value} className="app-radio">
                  <input
                    className="nsw-form__radio-input"
                    type="radio"
                    id={id}
                    name={`spearpoint-${q.spearpointQuestionId}`}
                    checked={chosen === o.value}
                    onChange={() => void answer(q.spearpointQuestionId, o.value)}
                  />
                  <label className="nsw-form__radio-label" htmlFor={id}>
                    {o.label}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {state.outcome === 'bore' ? (
        <InPageAlert tone="warning" compact>
          {SPEARPOINT_OUTCOME_MESSAGES.bore}
        </InPageAlert>
      ) : null}
    </AppModal>
  );
}
