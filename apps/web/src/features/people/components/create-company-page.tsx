import { CompanyForm, type SavedCompany } from '../../../components/company-form/company-form';

/**
 * Page 3: Create Company, the same company form as /Organisation (business register lookup, then
 * organisation/save). The saved company goes back to the driller form as its chosen company.
 */
export function CreateCompanyPage({
  onSaved,
  onBack,
}: {
  onSaved: (saved: SavedCompany) => void;
  onBack: () => void;
}) {
  return <CompanyForm company={null} onSaved={onSaved} onBack={onBack} />;
}
