import { useState } from 'react';
import { GENERAL_MESSAGES, type OrganisationRow } from '@driller/domain';
import { searchOrganisations } from '../api/organisation-api';
import type { CompanyCriteria } from '../components/company-search';

/** The company list's search: its result replaces the full list until cleared. */
export function useCompanySearch() {
  const [found, setFound] = useState<OrganisationRow[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function search(criteria: CompanyCriteria) {
    setSearching(true);
    setProblem(null);
    try {
      setFound(await searchOrganisations(criteria));
    } catch {
      setProblem(GENERAL_MESSAGES.loadingFailed);
    } finally {
      setSearching(false);
    }
  }
  return { found, searching, problem, search, clear: () => setFound(null) };
}
