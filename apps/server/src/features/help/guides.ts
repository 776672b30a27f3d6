/** The Help page's three guides, written for drillers. Rendered to PDF on request (help-pdf.ts). */
export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  steps?: string[];
}

export interface Guide {
  file: string;
  title: string;
  summary: string;
  sections: GuideSection[];
}

export const GUIDES: Guide[] = [
  {
    file: 'how-to-create-work.pdf',
    title: 'How to create a work (Form A)',
    summary: 'Record drilling work against a water work approval, accept its conditions and set the actual bore location.',
    sections: [
      {
        heading: 'Before you start',
        paragraphs: [
          'You need your Driller Portal account, your driller licence and the water work approval number for the bore. Test bores and spearpoints are not entered in this release: use a paper Form A and email or post it to the regulator.',
        ],
      },
      {
        heading: 'Step 1: Work type',
        steps: [
          'Select Create New Work in the main menu.',
          'Choose Work Details 1 to 4. Changing Work Details 2 clears Work Details 3 and 4.',
          'If you are unsure whether the work is a spearpoint, open the Spearpoint Questionnaire and answer its questions.',
          'Select Save & Next.',
        ],
      },
      {
        heading: 'Step 2: Work details',
        steps: [
          'Enter the work approval number (for example 80WA123456) and press Enter or the search button.',
          'Select the work from the list of works under the approval. Installed works cannot be selected unless the work is amended or decommissioned.',
          'Check the approval details, choose the driller and enter a work name.',
          'Select Save & Next.',
        ],
      },
      {
        heading: 'Step 3: Monitoring holes (monitoring works only)',
        steps: [
          'Add each hole on the map or with Add new hole, and mark exactly one pilot hole (the deepest hole).',
          'Enter the number of pipes (2 to 6) where a hole has more than one.',
        ],
      },
      {
        heading: 'Step 4: Conditions of approval',
        steps: ['Read every condition, tick the box to accept them and select Save & Next. A company admin declares on behalf of the driller with the driller\'s written consent.'],
      },
      {
        heading: 'Step 5: Actual bore location',
        steps: [
          'Drag the Drop pin onto the bore, enter coordinates (decimal degrees, MGA easting/northing/zone or degrees-minutes-seconds), or use Set my current location when you are at the bore.',
          'The portal finds the Lot/DP of the point and the distance to the approved location. You are warned when the bore is more than 20 metres away or in a different Lot/DP.',
          'Select Save & Edit BCR to continue with the Bore Construction Report.',
        ],
      },
    ],
  },
  {
    file: 'how-to-complete-bcr.pdf',
    title: 'How to complete a Bore Construction Report',
    summary: 'Fill in the 14 pages of the Bore Construction Report, review its errors and warnings, and submit it.',
    sections: [
      {
        heading: 'Moving through the report',
        paragraphs: [
          'The sidebar lists the pages that apply to your work type; a page with errors is marked red. Save keeps a draft; Save & Next saves and moves on when the page has no errors. Pressing Enter moves to the next field.',
        ],
      },
      {
        heading: 'Row tables',
        steps: [
          'Lithology, drilling details, water bearing zones, casing and the other tables start with one empty row.',
          'Add next adds a row after the last saved row, starting at the previous row\'s to-depth.',
          'Only the last row can be removed.',
        ],
      },
      {
        heading: 'Review and submit',
        steps: [
          'The Submit Bore Details page lists errors (red) that must be fixed and warnings (yellow) that you confirm with a reason.',
          'Attach documents (up to 10 files, 10 MB each), download the PDF, and e-mail it to the people who need it.',
          'Submit. Nothing can be changed after submission.',
        ],
      },
    ],
  },
  {
    file: 'faq.pdf',
    title: 'Driller Portal: frequently asked questions',
    summary: 'Answers to the questions drillers ask most often.',
    sections: [
      { heading: 'Can I work without mobile coverage?', paragraphs: ['Yes. Before you leave coverage, set the work to Edit BCR offline on the dashboard. The report is locked for you and your changes are sent when you check it in.'] },
      { heading: 'I forgot my password.', paragraphs: ['Select Sign in, then Forgot your password? We e-mail you a link to choose a new password. The link is valid for one hour.'] },
      { heading: 'My company is not listed.', paragraphs: ['After your first sign-in you are asked to assign yourself to a company. If your company is missing, create it with its ABN or ACN from the business register.'] },
      { heading: 'Who do I contact for help?', paragraphs: ['Contact the regulator\'s customer helpdesk with your work approval number and BCR id.'] },
    ],
  },
];
