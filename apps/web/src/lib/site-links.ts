/**
 * Links out of the app, kept in one place so a deployment can re-point them. Decision
 * (docs/decisions.md): the spec names the targets but not their addresses; these are the NSW water
 * regulator's public site and its standard pages.
 */
export const AUTHORITY_SITE = { label: 'NSW Water', href: 'https://www.industry.nsw.gov.au/water' } as const;

export const BORE_CONSTRUCTION_GUIDELINES = {
  label: 'Minimum bore construction guidelines',
  description: 'Minimum construction requirements for water bores in Australia',
  href: AUTHORITY_SITE.href,
} as const;

export interface FooterLink {
  label: string;
  href: string;
  /** Internal links go through the router; the rest open the authority's site. */
  internal?: boolean;
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: AUTHORITY_SITE.label, href: AUTHORITY_SITE.href },
  { label: 'Copyright', href: 'https://www.industry.nsw.gov.au/copyright' },
  { label: 'Disclaimer', href: 'https://www.industry.nsw.gov.au/disclaimer' },
  { label: 'Contact us', href: 'https://www.industry.nsw.gov.au/water/contact-us' },
  { label: 'Help', href: '/Help', internal: true },
];

/** Help PDFs served by apps/server under /help/ (lower case, outside the SPA's /Help route). */
export const HELP_GUIDES = [
  {
    title: 'How to create a work (Form A)',
    href: '/help/how-to-create-work.pdf',
    summary:
      'Record drilling work against a water work approval, set the work type and confirm the bore location.',
  },
  {
    title: 'How to complete a Bore Construction Report',
    href: '/help/how-to-complete-bcr.pdf',
    summary: 'Work through each BCR page, review the report and submit it to the regulator.',
  },
  {
    title: 'Frequently asked questions',
    href: '/help/faq.pdf',
    summary: 'Accounts, company access, working offline and what to do when something goes wrong.',
  },
] as const;
