import { DIGIT_LIMITS, isRegulator } from '@driller/domain';
import { NumberField } from '../../wizard/form-fields';
import { useBcrWizard } from '../../wizard/wizard-context';

const DIMENSION = DIGIT_LIMITS.headWorks.dimension;

/** Head Works (spearpoint works): Length, Width and Thickness, mandatory outside the regulator's relaxed set. */
export function HeadWorksPage() {
  const { context } = useBcrWizard();
  const required = !isRegulator(context);
  return (
    <div className="app-form-grid app-bcr-first-section">
      <NumberField path="headWorks.lengths" label="Length" required={required} limit={DIMENSION} />
      <NumberField path="headWorks.width" label="Width" required={required} limit={DIMENSION} />
      <NumberField path="headWorks.thickness" label="Thickness" required={required} limit={DIMENSION} />
    </div>
  );
}
