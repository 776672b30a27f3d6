import { useId, useRef, useState } from 'react';
import { BCR_LIMITS, DOCUMENT_KINDS_TEXT, formatDate, nswDay, type BcrAttachedDocument } from '@driller/domain';
import { Loader } from '../../../../components/ui/loader';
import { AppModal } from '../../../../components/ui/modal';
import { useBcrWizard } from '../../wizard/wizard-context';
import { useBcrDocuments } from './use-bcr-documents';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
/** The NSW day a document was uploaded, dd/MM/yyyy as every date of the portal. */
const dayText = (iso: string) => formatDate(nswDay(new Date(iso)));

function DescriptionModal({ files, onUpload, onCancel }: { files: File[] | null; onUpload: (description: string) => void; onCancel: () => void }) {
  const [description, setDescription] = useState('');
  const id = useId();
  const close = () => {
    setDescription('');
    onCancel();
  };
  const send = () => {
    onUpload(description.trim());
    setDescription('');
  };
  return (
    <AppModal
      title="Document Description"
      isOpen={files !== null}
      onClose={close}
      footer={
        <>
          <button type="button" className="nsw-button nsw-button--dark" onClick={send}>
            Upload
          </button>
          <button type="button" className="nsw-button nsw-button--dark-outline" onClick={close}>
            Cancel
          </button>
        </>
      }
    >
      <p>{files?.map((f) => f.name).join(', ')}</p>
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor={id}>
          Description
        </label>
        <textarea id={id} className="nsw-form__input" rows={3} maxLength={BCR_LIMITS.documentDescriptionMaxChars} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
    </AppModal>
  );
}

function DocumentRow({ document, readOnly, onDownload, onDelete }: { document: BcrAttachedDocument; readOnly: boolean; onDownload: () => void; onDelete: () => void }) {
  return (
    <tr>
      <td>
        <button type="button" className="app-bcr-documents__name" onClick={onDownload}>
          {document.fileName}
        </button>
      </td>
      <td>{document.description}</td>
      <td>{sizeText(document.size)}</td>
      <td>{dayText(document.uploadedAt)}</td>
      {readOnly ? null : (
        <td>
          <button type="button" className="nsw-button nsw-button--danger nsw-button--small" onClick={onDelete} aria-label={`Delete ${document.fileName}`}>
            Delete
          </button>
        </td>
      )}
    </tr>
  );
}

/** Documents of the BCR on the review page: the list with download and delete, and the upload. */
export function BcrDocuments() {
  const { readOnly } = useBcrWizard();
  const files = useBcrDocuments();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  return (
    <section className="app-work-section app-bcr-documents" aria-labelledby={headingId}>
      <h3 id={headingId}>Documents</h3>
      <p className="nsw-form__helper">
        Up to {BCR_LIMITS.maxDocuments} documents, {BCR_LIMITS.maxTotalUploadBytes / 1024 / 1024} MB in total: {DOCUMENT_KINDS_TEXT}.
      </p>
      {files.documents.length === 0 ? (
        <p>No documents attached.</p>
      ) : (
        <div className="nsw-table nsw-table--striped app-bcr-documents__table">
          <table>
            <thead>
              <tr>
                <th scope="col">File Name</th>
                <th scope="col">Description</th>
                <th scope="col">Size</th>
                <th scope="col">Uploaded</th>
                {readOnly ? null : <th scope="col"><span className="sr-only">Actions</span></th>}
              </tr>
            </thead>
            <tbody>
              {files.documents.map((d) => (
                <DocumentRow key={d.fileGuid} document={d} readOnly={readOnly} onDownload={() => void files.download(d)} onDelete={() => void files.remove(d)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {readOnly ? null : (
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Documents to upload"
            onChange={(e) => {
              void files.choose([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <button type="button" className="nsw-button nsw-button--dark-outline" disabled={files.uploading} onClick={() => input.current?.click()}>
            Upload Documents
          </button>
        </>
      )}
      {files.uploading ? <Loader label="Uploading files" size="sm" /> : null}
      <DescriptionModal files={files.chosen} onUpload={(description) => void files.upload(description)} onCancel={files.cancelUpload} />
    </section>
  );
}
