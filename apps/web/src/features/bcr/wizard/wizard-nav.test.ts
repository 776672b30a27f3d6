import { describe, expect, it } from 'vitest';
import { error, warning, type BcrView } from '@driller/domain';
import { pageSaveKey, pageSections } from './page-registry';
import { neighbourPage, orderedPages, pageButtons, pagesWithErrors, sidebarStartsOpen } from './wizard-nav';

const spearpoint = ['summary', 'drillingDetails', 'lithology', 'waterBearingZones', 'boreConstructionDesign', 'waterEntryDesign', 'disinfection', 'headWorks', 'pumpingTest', 'submit'];

describe('moving between pages', () => {
  it('keeps the wizard order whatever order the server lists the pages in', () => {
    expect(orderedPages(['submit', 'lithology', 'summary'])).toEqual(['summary', 'lithology', 'submit']);
  });

  it('skips hidden pages and stops at either end', () => {
    expect(neighbourPage('waterEntryDesign', spearpoint, 1)).toBe('disinfection');
    expect(neighbourPage('pumpingTest', spearpoint, -1)).toBe('headWorks');
    expect(neighbourPage('summary', spearpoint, -1)).toBeNull();
    expect(neighbourPage('submit', spearpoint, 1)).toBeNull();
  });
});

describe('the buttons under a page', () => {
  it('offers Previous, Save, Save & Next and Next on an editable middle page', () => {
    expect(pageButtons('lithology', spearpoint, false, false)).toEqual(['previous', 'save', 'saveAndNext', 'next']);
  });

  it('adds Cancel where the page has one, and nothing past the first page', () => {
    expect(pageButtons('summary', spearpoint, false, true)).toEqual(['cancel', 'save', 'saveAndNext', 'next']);
  });

  it('offers only Previous and Next without edit rights', () => {
    expect(pageButtons('summary', spearpoint, true, true)).toEqual(['next']);
    expect(pageButtons('headWorks', spearpoint, true, true)).toEqual(['previous', 'next']);
  });

  it('has no save on the review page, which submits instead', () => {
    expect(pageButtons('submit', spearpoint, false, false)).toEqual(['previous']);
  });
});

describe('save routes of the pages', () => {
  it('saves Bore Construction Design with water entry design, and the review page with none', () => {
    expect(pageSaveKey('boreConstructionDesign')).toBe('waterEntryDesign');
    expect(pageSaveKey('lithology')).toBe('lithology');
    expect(pageSaveKey('submit')).toBeNull();
    expect(pageSections('waterEntryDesign')).toEqual(['waterEntryDesign', 'gravelPack']);
    expect(pageSections('boreConstructionDesign')).toEqual(['casingLiner']);
  });
});

describe('pages the sidebar marks red', () => {
  const review = (sections: BcrView['review']['errors'][number]['section'][]): BcrView['review'] => ({
    errors: sections.map((section) => ({ section, title: section, messages: ['Required'] })),
    warnings: [],
    canSubmit: sections.length === 0,
  });

  it('marks the pages of the server’s review errors (gravel pack on water entry design)', () => {
    expect([...pagesWithErrors(review(['lithology', 'gravelPack', 'workDetails']), 'summary', [])]).toEqual(['lithology', 'waterEntryDesign']);
  });

  it('marks the current page when its save found errors, not for warnings', () => {
    expect([...pagesWithErrors(review([]), 'summary', [error('summary.completionDate', 'Required')])]).toEqual(['summary']);
    expect([...pagesWithErrors(review([]), 'summary', [warning('summary.completionDate', 'Late', 'X')])]).toEqual([]);
  });
});

describe('the sidebar', () => {
  it('starts closed under 992 px wide', () => {
    expect(sidebarStartsOpen(991)).toBe(false);
    expect(sidebarStartsOpen(992)).toBe(true);
  });
});
