import path from 'node:path';
import type { Page } from '@playwright/test';
import { shotsDir } from './shots-dir';

/** The PDF and e-mail screenshots, by name and width (see shotsDir). */
export const PDF_SHOTS = shotsDir('bcr-pdf');

export async function bcrShotTo(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(PDF_SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}
