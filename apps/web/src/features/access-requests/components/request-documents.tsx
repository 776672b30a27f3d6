import { useState } from 'react';
import type { AccessRequest } from '@driller/domain';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { downloadRequestDocument } from '../api/access-requests';

/** The documents attached to a request, each downloadable under its own name. */
export function RequestDocuments({ documents }: { documents: AccessRequest['userRegistrationRequestDocuments'] }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="app-requests__documents" aria-labelledby="request-documents-title">
      <h3 id="request-documents-title">Attached documents</h3>
      {documents.length === 0 ? <p>No documents are attached.</p> : (
        <ul>
          {documents.map((d) => (
            <li key={d.documentId}>
              <button
                type="button"
                className="nsw-button nsw-button--dark-outline nsw-button--small"
                onClick={() => {
                  setFailure(null);
                  // Spec 3 section 8: "Error in loading file" when a document cannot be fetched.
                  downloadRequestDocument(d.documentId, d.document.fileName).catch(() => setFailure('Error in loading file'));
                }}
              >
                {d.document.fileName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure ? <InPageAlert tone="error" compact>{failure}</InPageAlert> : null}
    </section>
  );
}
