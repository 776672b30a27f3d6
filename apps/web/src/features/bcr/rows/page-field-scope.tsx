import type { ReactNode } from 'react';
import { useBcrWizard } from '../wizard/wizard-context';
import { FieldScopeContext } from './field-scope';

/**
 * Fields bound straight to the wizard's form (a page that is a form, like Casing Support): named by
 * their full path, showing the page's issues at that path, disabled while read-only.
 */
export function PageFieldScope({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const { readOnly, issues } = useBcrWizard();
  const errorOf = (path: string) => issues.find((i) => i.severity === 'error' && i.path === path)?.message;
  return <FieldScopeContext.Provider value={{ prefix: '', errorOf, disabled: readOnly || disabled }}>{children}</FieldScopeContext.Provider>;
}
