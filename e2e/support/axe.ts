import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2 A/AA checks of the page, or of the part `include` selects. Legacy mode runs axe in the page
 * itself: the default (partial runs merged in a blank page) opens and closes a page per check, which on
 * a loaded CI host took 8-10 s of a check's 8-11 s. The portal has no frames, so nothing goes unchecked.
 */
export function wcagCheck(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode();
  return (include ? builder.include(include) : builder).analyze();
}

/**
 * Serious and critical WCAG 2 A/AA violations on the page as it stands, one line each. Running CSS
 * transitions end first: axe measures colours as painted, and text fading in (the footer's "Back to
 * top") measured halfway reads as low contrast though the user sees it at full contrast.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await wcagCheck(page, include);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}
