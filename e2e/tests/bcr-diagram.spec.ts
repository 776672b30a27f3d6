import { expect, test } from '../support/test';
import { DEMO_BCR, formAIdOfWork } from '../support/bcr';
import { bcrShot, continueWithoutLocation, openBcr, openPage } from '../support/bcr-pages-b';
import { openHome, signedInState } from '../support/signed-in';

/** Not about signing in; Read Only All only looks, so the seeded draft the other journeys use is left as it is. */
test.use({ storageState: signedInState('readonly') });

for (const width of [1280, 800]) {
  test(`the review page draws the seeded draft's bore to depth scale at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const formAId = await formAIdOfWork(page, DEMO_BCR.draftWork);
    await openBcr(page, formAId);
    await continueWithoutLocation(page);
    await openPage(page, 'Submit Bore Details');
    const diagram = page.getByRole('region', { name: 'Bore Construction Diagram' });
    const drawing = diagram.getByRole('img', { name: /^Bore construction diagram to \d+(\.\d+)? m/ });
    await expect(drawing).toBeVisible();
    await expect(drawing).toContainText('Lithology');
    await expect(drawing).toContainText('0 m');
    await expect(diagram.getByRole('listitem').filter({ hasText: 'Gravel pack' })).toBeVisible();
    await diagram.scrollIntoViewIfNeeded();
    await bcrShot(page, 'diagram');
    const box = await drawing.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(width);
  });
}
