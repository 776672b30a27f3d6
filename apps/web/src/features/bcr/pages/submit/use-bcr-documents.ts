import { useState } from 'react';
import { BCR_MESSAGES, uploadIssue, type BcrAttachedDocument, type BcrView } from '@driller/domain';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import { ApiError } from '../../../../lib/api/client';
import { useOnlineStatus } from '../../../../lib/use-online-status';
import { deleteBcrDocument, downloadBcrDocument, uploadBcrDocuments } from '../../api/bcr-documents';
import { useBcrWizard } from '../../wizard/wizard-context';

/** The server's own message when it answered with one (the spec's file messages), else the spec's fallback. */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.body ? error.message : fallback);

/**
 * The review page's documents (spec 2 page 14 and section 5): choose files, checked at once against
 * the spec's limits; describe them in a modal; upload with a spinner; download; delete after a confirm.
 * Every action needs the network ("This function can be accessed in online mode.").
 */
export function useBcrDocuments() {
  const { view } = useBcrWizard();
  const dialogs = useDialogs();
  const online = useOnlineStatus();
  // The list an upload or delete answered, until a newer view (a save, a reload) brings its own.
  const [answered, setAnswered] = useState<{ base: BcrView['documents']; list: readonly BcrAttachedDocument[] } | null>(null);
  const documents = answered?.base === view.documents ? answered.list : view.documents;
  const setDocuments = (list: readonly BcrAttachedDocument[]) => setAnswered({ base: view.documents, list });
  const [chosen, setChosen] = useState<File[] | null>(null);
  const [uploading, setUploading] = useState(false);

  const needsNetwork = async () => {
    if (online) return false;
    await dialogs.alert(BCR_MESSAGES.onlineOnly);
    return true;
  };

  const choose = async (files: File[]) => {
    if (files.length === 0 || (await needsNetwork())) return;
    const existing = documents.map((d) => ({ fileName: d.fileName, size: d.size }));
    const issue = uploadIssue(existing, files.map((f) => ({ name: f.name, size: f.size, type: f.type })));
    if (issue) return dialogs.alert(issue);
    setChosen(files);
  };

  const upload = async (description: string) => {
    const files = chosen;
    setChosen(null);
    if (!files) return;
    setUploading(true);
    try {
      setDocuments(await uploadBcrDocuments(view.formAId, files, description, documents[0]?.fileGuid ?? null));
    } catch (error) {
      await dialogs.alert(messageOf(error, BCR_MESSAGES.fileLoadFailedRetry));
    } finally {
      setUploading(false);
    }
  };

  const remove = async (document: BcrAttachedDocument) => {
    if ((await needsNetwork()) || !(await dialogs.confirm(BCR_MESSAGES.confirmDeleteDocument))) return;
    try {
      await deleteBcrDocument(view.formAId, document.fileGuid);
      setDocuments(documents.filter((d) => d.fileGuid !== document.fileGuid));
    } catch (error) {
      await dialogs.alert(messageOf(error, BCR_MESSAGES.deleteDocumentFailed));
    }
  };

  const download = async (document: BcrAttachedDocument) => {
    if (await needsNetwork()) return;
    await downloadBcrDocument(document).catch(() => dialogs.alert(BCR_MESSAGES.fileLoadFailed));
  };

  return { documents, chosen, uploading, choose, upload, cancelUpload: () => setChosen(null), remove, download };
}
