import { useId, useState } from 'react';
import { AUTH_MESSAGES, USER_TYPE, type UserType } from '@driller/domain';
import { InfoTip } from '../../components/ui/info-tip';

const CHOICES: readonly { value: UserType; label: string; hint: string }[] = [
  { value: USER_TYPE.driller, label: 'Driller', hint: 'You hold a NSW water bore driller licence.' },
  {
    value: USER_TYPE.companyAdmin,
    label: 'Company Admin',
    hint: 'You manage a drilling company and its drillers.',
  },
];

/** New user: pick Driller or Company Admin; Create account stays disabled until a choice is made. */
export function NewUserPanel({ onCreateAccount }: { onCreateAccount: (userType: UserType) => void }) {
  const [choice, setChoice] = useState<UserType | null>(null);
  const name = useId();

  return (
    <section className="app-panel" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>New user</h2>
      <p>Create an account to record drilling work and submit Bore Construction Reports.</p>
      <form
        className="nsw-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) onCreateAccount(choice);
        }}
      >
        <fieldset className="nsw-form__fieldset">
          <legend className="nsw-form__legend">I am registering as a</legend>
          {CHOICES.map((option) => (
            <div key={option.value} className="app-radio">
              <input
                className="nsw-form__radio-input"
                type="radio"
                name={name}
                id={`${name}-${option.value}`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                aria-describedby={`${name}-${option.value}-hint`}
              />
              <label className="nsw-form__radio-label" htmlFor={`${name}-${option.value}`}>
                {option.label}
              </label>
              {option.value === USER_TYPE.companyAdmin ? (
                <InfoTip label="About Company Admin">{AUTH_MESSAGES.companyAdminTooltip}</InfoTip>
              ) : null}
              <p className="app-radio__hint" id={`${name}-${option.value}-hint`}>
                {option.hint}
              </p>
            </div>
          ))}
        </fieldset>
        <button
          type="submit"
          className="nsw-button nsw-button--dark app-panel__action"
          disabled={choice === null}
        >
          Create account
        </button>
      </form>
    </section>
  );
}
