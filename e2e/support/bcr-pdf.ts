import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The PDF and e-mail screenshots kept with the docs (docs/screenshots/bcr-pdf), by name and width. */
export const PDF_SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/bcr-pdf');

export async function bcrShotTo(page: Page, name: string): Promise<void> {
  mkdirSync(PDF_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(PDF_SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}
