import { AUTH_MESSAGES } from '@driller/domain';

/** The questions drillers ask most, answered on the page so help works without opening a PDF. */
const TOPICS = [
  {
    question: 'How do I get an account?',
    answer: `On the start page choose Driller or Company Admin under "New user", then select Create account. ${AUTH_MESSAGES.companyAdminTooltip}. Company Admin requests are approved by the regulator before you can sign in.`,
  },
  {
    question: 'I am a driller. How do I join my drilling company?',
    answer:
      'After your first sign-in you are asked to pick your company. Your Company Admin can also assign you from Admin, Assign Driller To Company / Registered business.',
  },
  {
    question: 'How do I record new drilling work?',
    answer:
      'Select Create New Work, choose the work type, enter the water work approval number and the work details, accept the conditions of approval and place the actual bore location on the map. The Bore Construction Report is completed from the same work.',
  },
  {
    question: 'Can I use the portal without internet coverage?',
    answer:
      'Yes. Before you leave coverage, make a work and its Bore Construction Report available offline from Home. While offline the work is locked to you; your changes are sent when you are back online. The status in the top bar shows whether you are online.',
  },
  {
    question: 'How do I lodge a Test Bore or a Spearpoint?',
    answer:
      'This release does not support them. Complete a paper Form A and email or post it to the regulator.',
  },
  {
    question: 'I forgot my password.',
    answer:
      'Select Sign in, then use the forgotten password link on the sign-in page. Once signed in you can change it from the user menu.',
  },
] as const;

export function HelpTopics() {
  return (
    <section aria-labelledby="faq-heading" className="app-section">
      <h2 id="faq-heading">Common questions</h2>
      <div className="app-faq">
        {TOPICS.map((topic) => (
          <details key={topic.question} className="app-faq__item">
            <summary>{topic.question}</summary>
            <p>{topic.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
