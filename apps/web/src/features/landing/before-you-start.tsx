import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icon';

const STEPS: readonly { icon: IconName; title: string; body: string }[] = [
  {
    icon: 'person',
    title: 'Your driller licence',
    body: 'Drillers register with their NSW driller licence number. Company Admins are approved by the regulator.',
  },
  {
    icon: 'document',
    title: 'The water work approval',
    body: 'Each work is recorded against its water work approval number, so have the approval at hand.',
  },
  {
    icon: 'cloudOff',
    title: 'Working out of coverage',
    body: 'Make a work available offline before you travel; your changes are sent when you are back online.',
  },
];

export function BeforeYouStart() {
  return (
    <section className="app-section" aria-labelledby="before-you-start">
      <h2 id="before-you-start">Before you start</h2>
      <ul className="app-steps">
        {STEPS.map((step) => (
          <li key={step.title} className="app-step">
            <Icon name={step.icon} className="app-step__icon" size={32} />
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </li>
        ))}
      </ul>
      <p>
        New to the portal? Read the <Link to="/Help">user guides and common questions</Link>.
      </p>
    </section>
  );
}
