import { useState } from 'react';
import { GENERAL_MESSAGES, formatAbnOrAcn, registerSearchIssues, type RegisterResult } from '@driller/domain';
import { ApiError } from '../../lib/api/client';
import { searchBusinessRegister } from './company-api';

/**
 * Search Company: the business register by the typed name (at least 5 characters), through our server.
 * Each result can be chosen; the chosen name and ABN fill the form.
 */
export function useRegisterLookup() {
  const [results, setResults] = useState<RegisterResult[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(name: string) {
    const issue = registerSearchIssues(name)[0];
    setProblem(issue?.message ?? null);
    if (issue) return;
    setBusy(true);
    try {
      const answer = await searchBusinessRegister(name.trim());
      setResults(answer.data);
      setNote(answer.note);
    } catch (e) {
      setResults(null);
      setProblem(e instanceof ApiError && e.body?.message ? e.body.message : GENERAL_MESSAGES.loadingFailed);
    } finally {
      setBusy(false);
    }
  }
  /** The lookup's message is about the name it searched: a changed name takes it away. */
  return { results, note, problem, busy, search, clear: () => setResults(null), clearProblem: () => setProblem(null) };
}

export function RegisterResults({
  results,
  note,
  onPick,
}: {
  results: readonly RegisterResult[];
  note: string | null;
  onPick: (r: RegisterResult) => void;
}) {
  if (results.length === 0)
    return <p className="app-register-results">No registered business matches that name.</p>;
  return (
    <div
      className="app-register-results nsw-table nsw-table--bordered"
      role="region"
      aria-label="Business register results"
      tabIndex={0}
    >
      <table>
        <caption className="sr-only">Business register results</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">ABN</th>
            <th scope="col">State</th>
            <th scope="col">Postcode</th>
            <th scope="col">
              <span className="sr-only">Choose</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={`${r.Abn}-${r.Name}`}>
              <td>{r.Name}</td>
              <td>{formatAbnOrAcn(r.Abn)}</td>
              <td>{r.State}</td>
              <td>{r.Postcode}</td>
              <td>
                <button
                  type="button"
                  className="nsw-button nsw-button--dark-outline nsw-button--small"
                  aria-label={`Select ${r.Name}`}
                  onClick={() => onPick(r)}
                >
                  Select
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className="app-register-note">{note}</p> : null}
    </div>
  );
}
