import { expect, test, type Locator, type Page } from '../support/test';
import { GEO_MESSAGES, LOCATION_MESSAGES, formatCoordinate, LOT_DP_MESSAGES, MGA_MESSAGES, WORK_MESSAGES, dmsToDecimal, latLngToDms, latLngToMga, mgaToLatLng, type LatLng } from '@driller/domain';
import { openHome, signedInState } from '../support/signed-in';
import { APPROVAL, OTHER_APPROVALS, answerDialog, chooseWorkType, createBoreWork, expectWorkPage, shot, workSteps } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

/** The saved work as the server holds it (approved point and Lot/DP of the approval). */
async function savedWork(page: Page, id: number): Promise<{ approvedLatitude: number; approvedLongitude: number; lotNo: string }> {
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  const response = await page.request.get(`/service/api/work/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).payload.formA;
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

async function expectActual(page: Page, at: LatLng): Promise<void> {
  // Coordinates read one way everywhere: 6 decimals.
  await expect(page.getByTestId('actual-latitude')).toHaveText(formatCoordinate(at.latitude));
  await expect(page.getByTestId('actual-longitude')).toHaveText(formatCoordinate(at.longitude));
  // The decimal-degree fields follow whatever way the location was set.
  await expect(page.getByRole('tab', { name: 'Decimal degrees' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue(formatCoordinate(at.latitude));
  await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue(formatCoordinate(at.longitude));
}

async function fillDms(group: Locator, dms: { degrees: number | null; minutes: number | null; seconds: number | null }): Promise<void> {
  await group.getByLabel('Degrees').fill(String(dms.degrees));
  await group.getByLabel('Minutes').fill(String(dms.minutes));
  await group.getByLabel('Seconds').fill(String(dms.seconds));
}

test('a driller enters the actual location by decimal degrees, easting/northing and DMS, then resets it to the approved point', async ({ page }) => {
  await openHome(page);
  const id = await createBoreWork(page, OTHER_APPROVALS.location, 'Location entry check');
  const work = await savedWork(page, id);
  const approved = { latitude: work.approvedLatitude, longitude: work.approvedLongitude };
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
  await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
  await expect(page.getByTestId('approved-lot-dp')).toHaveText(work.lotNo);
  await expect(page.getByTestId('distance')).toHaveText('—');

  // Out of NSW: the domain's range messages, nothing set.
  const set = page.getByRole('button', { name: 'Set location' });
  await page.getByLabel('Latitude', { exact: true }).fill('-38.000000');
  await page.getByLabel('Longitude', { exact: true }).fill(String(approved.longitude));
  await set.click();
  await expect(page.getByText(GEO_MESSAGES.latitudeRange)).toBeVisible();
  await page.getByLabel('Latitude', { exact: true }).fill(String(approved.latitude));
  await page.getByLabel('Longitude', { exact: true }).fill('154.1');
  await set.click();
  await expect(page.getByText(GEO_MESSAGES.longitudeRange)).toBeVisible();
  await expect(page.getByTestId('actual-latitude')).toHaveText('—');

  // 30 m east of the approved point: the neighbouring lot, both warnings.
  const east = { latitude: approved.latitude, longitude: round6(approved.longitude + 0.00032) };
  await page.getByLabel('Longitude', { exact: true }).fill(String(east.longitude));
  await set.click();
  await expectActual(page, east);
  await expect(page.getByTestId('distance')).toHaveText(/^(2[1-9]|3\d)\.\d\d m$/);
  await expect(page.getByTestId('actual-lot-dp')).not.toHaveText(work.lotNo);
  await expect(page.getByTestId('actual-lot-dp')).toHaveText(/^\d+\/\/DP\d+$/);
  // Each warning stands beside the value it is about.
  const warnings = page.locator('.app-inline-warning');
  await expect(page.getByTestId('distance-warning')).toHaveText(LOCATION_MESSAGES.farFromApproved);
  await expect(page.getByTestId('actual-lot-dp-warning')).toHaveText(LOCATION_MESSAGES.lotDpMismatch);
  await shot(page, '4-location-coordinates');

  // Easting / Northing / Zone, 10 m west of the approved point: same lot, under 20 m, no warnings.
  const mga = latLngToMga({ latitude: approved.latitude, longitude: approved.longitude - 0.0001 });
  if (!mga) throw new Error('approved point outside the MGA zones');
  const mgaInput = { easting: Math.round(mga.easting * 100) / 100, northing: Math.round(mga.northing * 100) / 100, zone: mga.zone };
  await page.getByRole('tab', { name: 'Easting / Northing' }).click();
  await page.getByRole('textbox', { name: 'Easting' }).fill(String(mgaInput.easting));
  await page.getByRole('textbox', { name: 'Northing' }).fill(String(mgaInput.northing));
  await page.getByRole('button', { name: 'Set location' }).click();
  await expect(page.getByText(MGA_MESSAGES.incomplete)).toBeVisible();
  await page.getByRole('textbox', { name: 'Zone' }).fill(String(mgaInput.zone));
  await page.getByRole('button', { name: 'Set location' }).click();
  await expectActual(page, mgaToLatLng(mgaInput));
  await expect(page.getByTestId('actual-lot-dp')).toHaveText(work.lotNo);
  await expect(page.getByTestId('distance')).toHaveText(/^\d\.\d\d m$|^1\d\.\d\d m$/);
  await expect(warnings).toHaveCount(0);

  // Degrees, minutes, seconds South and East: 30 m east again.
  const dms = latLngToDms(east.latitude, east.longitude);
  await page.getByRole('tab', { name: 'Deg, min, sec' }).click();
  await fillDms(page.getByRole('group', { name: 'South' }), dms.south);
  await fillDms(page.getByRole('group', { name: 'East' }), dms.east);
  await page.getByRole('button', { name: 'Set location' }).click();
  const fromDms = dmsToDecimal(dms);
  if (!fromDms) throw new Error('DMS did not convert');
  await expectActual(page, fromDms);
  await expect(page.getByTestId('actual-lot-dp-warning')).toHaveText(LOCATION_MESSAGES.lotDpMismatch);

  // Back to the approved point: 0 m, the approved Lot/DP, no warnings.
  await page.getByRole('button', { name: 'Set actual location to approved location' }).click();
  await expectActual(page, approved);
  await expect(page.getByTestId('distance')).toHaveText('0.00 m');
  await expect(page.getByTestId('actual-lot-dp')).toHaveText(work.lotNo);
  await expect(warnings).toHaveCount(0);
  await expect(page.getByText(LOCATION_MESSAGES.farFromApproved)).toHaveCount(0);

  // Save & Close keeps the location and, with no current work page stored, lands on /Home.
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(/\/Home$/);
  const closed = (await savedWork(page, id)) as unknown as { actualLatitude: number; actualLongitude: number };
  expect({ latitude: closed.actualLatitude, longitude: closed.actualLongitude }).toEqual(approved);
});

test('a driller searches Lot/DP on the monitoring map: DP is mandatory, an unknown plan is not found, a seeded lot is outlined', async ({ page }) => {
  await openHome(page);
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'Create New Work', 'Monitoring Holes');
  const search = page.getByRole('search', { name: 'Lot and DP search' });
  const lot = search.getByLabel('Lot', { exact: true });
  const dp = search.getByLabel('DP', { exact: true });

  await lot.fill('6');
  await search.getByRole('button', { name: 'Search Lot/DP' }).click();
  await expect(search.getByText(LOT_DP_MESSAGES.dpMandatory)).toBeVisible();

  // Digits only: letters typed into DP are dropped.
  await dp.pressSequentially('DP999999');
  await expect(dp).toHaveValue('999999');
  await dp.press('Enter');
  await expect(search.getByText(LOT_DP_MESSAGES.notFound)).toBeVisible();

  const [lotNo, plan] = [APPROVAL.lotDp.split('/')[0] ?? '', (APPROVAL.lotDp.split('/')[2] ?? '').replace(/^DP/, '')];
  await lot.fill(lotNo);
  await dp.fill(plan);
  await dp.press('Enter');
  await expect(search.locator('.nsw-form__helper--error')).toHaveCount(0);
  // The found lot is outlined inside the map's view, and names itself on hover.
  const frame = page.getByTestId('work-map');
  const outline = frame.locator('.leaflet-overlay-pane path[stroke="#d7153a"]');
  await expect(outline).toHaveCount(1);
  await expect(outline).toBeVisible();
  await expect
    .poll(async () => {
      const [f, o] = await Promise.all([frame.boundingBox(), outline.boundingBox()]);
      if (!f || !o) return false;
      const [cx, cy] = [o.x + o.width / 2, o.y + o.height / 2];
      return o.width > 20 && cx > f.x && cx < f.x + f.width && cy > f.y && cy < f.y + f.height;
    })
    .toBe(true);
  await outline.hover();
  await expect(page.locator('.work-map__lot-label')).toHaveText(APPROVAL.lotDp);
  await shot(page, '2-lot-dp-search');
});

test('an amended work on an Installed approval work asks to confirm the missing original; Cancel aborts, OK selects it', async ({ page }) => {
  const { number, work } = OTHER_APPROVALS.amended;
  await openHome(page);
  await page.goto('/Work');
  await chooseWorkType(page, ['Amended - Replacement', 'Production/Water supply bore', 'Drilled bore']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'Create New Work', 'Assign Work');
  const box = page.getByRole('textbox', { name: 'Work approval number' });
  await box.fill(number);
  await box.press('Enter');
  const radio = page.getByRole('radio', { name: `Select work ${work}` });
  await expect(page.getByRole('row').filter({ has: radio })).toContainText('Installed');
  await expect(radio).toBeEnabled();

  await radio.click();
  await answerDialog(page, WORK_MESSAGES.originalMissingConfirm, 'Cancel');
  await expect(radio).not.toBeChecked();
  await expect(page.getByTestId('approval-number')).toHaveCount(0);

  await radio.click();
  await answerDialog(page, WORK_MESSAGES.originalMissingConfirm, 'OK');
  await expect(radio).toBeChecked();
  await expect(page.getByTestId('approval-number')).toHaveText(number);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await shot(page, '1-amended-work');
});

test('a work opened as a popup shows its location page and closes itself once the map has loaded', async ({ page }) => {
  await openHome(page);
  const id = await createBoreWork(page, OTHER_APPROVALS.popup, 'Popup check');
  await page.goto('/Home');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((workId) => void window.open(`/Work?id=${workId}`, '_blank', 'width=1280,height=800'), id)]);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await expectWorkPage(popup, 'View Work Details', 'Enter Actual Bore Location');
  await expect(popup.locator('.leaflet-container')).toBeVisible();
  await closed;
  expect(popup.isClosed()).toBe(true);
  // The opener stays where it was.
  await expect(page).toHaveURL(/\/Home$/);
  await expect(workSteps(page)).toHaveCount(0);
});

test('a monitoring work opened as a popup shows its holes page and closes itself once the map has loaded', async ({ page }) => {
  await openHome(page);
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reference no' }).fill('POPUP-MB-1');
  await page.getByRole('button', { name: 'Add new hole' }).click();
  await page.getByLabel('Row 1 latitude').fill('-30.512345');
  await page.getByLabel('Row 1 longitude').fill('149.812345');
  await page.getByLabel('Row 1 work name').fill('Popup hole');
  await page.getByLabel('Row 1 hole type').selectOption({ label: 'Pilot hole (deepest hole)' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Work\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.goto('/Home');

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((workId) => void window.open(`/Work?id=${workId}`, '_blank', 'width=1280,height=800'), id)]);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await expectWorkPage(popup, 'View Work Details', 'Monitoring Holes');
  await expect(popup.getByLabel('Row 1 work name')).toHaveValue('Popup hole');
  await closed;
  expect(popup.isClosed()).toBe(true);
});
