import { expect, test, type Page } from '../support/test';
import { BCR_MESSAGES, formatDate, nswDay } from '@driller/domain';
import { bcrShot, continueWithoutLocation, createTwoPipeMonitoringWork, openBcr, openPage } from '../support/bcr-pages-b';
import { openHome, signedInState } from '../support/signed-in';
import { answerDialog } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

const file = (name: string, text: string, mimeType = 'text/plain') => ({ name, mimeType, buffer: Buffer.from(text) });
const PDF = file('drillers-log.pdf', '%PDF-1.4\n% the driller’s log\n%%EOF\n', 'application/pdf');

/** Chooses files with the Upload Documents button. */
async function choose(page: Page, files: ReturnType<typeof file>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await (await chooser).setFiles(files);
}

test('a driller attaches documents to the BCR, is refused JSON and an 11th file, downloads one and deletes one', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  const formAId = await createTwoPipeMonitoringWork(page, 'DOCS-1', 'Documents bore');
  await openBcr(page, formAId);
  await continueWithoutLocation(page);
  await openPage(page, 'Submit Bore Details');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('No documents attached.');

  await choose(page, [PDF, file('pump test.csv', 'minute,level\n1,12.5\n')]);
  const describe = page.getByRole('dialog', { name: 'Document Description' });
  await expect(describe).toContainText('drillers-log.pdf, pump test.csv');
  await describe.getByLabel('Description').fill('Log and pump test sheet');
  await describe.getByRole('button', { name: 'Upload' }).click();
  const rows = documents.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('drillers-log.pdf');
  await expect(rows.nth(1)).toContainText('Log and pump test sheet');
  // Uploaded today, as a driller in NSW counts days.
  await expect(rows.nth(1)).toContainText(formatDate(nswDay(new Date())));

  // Refused before anything is sent: a .json name, and more than 10 documents in all.
  await choose(page, [file('lithology.json', '{"a": 1}', 'application/json')]);
  await answerDialog(page, BCR_MESSAGES.jsonNotSupported);
  await choose(page, Array.from({ length: 9 }, (_, i) => file(`photo-${i}.txt`, `photo ${i}`)));
  await answerDialog(page, BCR_MESSAGES.tooManyFiles);
  // Refused by the server, which reads the content: JSON under a text name.
  await choose(page, [file('notes.txt', '[1, 2, 3]')]);
  await describe.getByRole('button', { name: 'Upload' }).click();
  await answerDialog(page, BCR_MESSAGES.jsonNotSupported);
  await expect(rows).toHaveCount(3);
  await bcrShot(page, 'documents');

  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'drillers-log.pdf', exact: true }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('drillers-log.pdf');
  const bytes = await saved.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.equals(PDF.buffer)).toBe(true);

  await documents.getByRole('button', { name: 'Delete pump test.csv' }).click();
  await answerDialog(page, BCR_MESSAGES.confirmDeleteDocument);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await continueWithoutLocation(page);
  await openPage(page, 'Submit Bore Details');
  await expect(page.getByRole('region', { name: 'Documents' }).getByRole('row')).toHaveCount(2);
});
