import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'financial-aid',
  title: 'Financial Aid',
  subtitle: 'Tuition fee waivers and scholarships',
  summary: 'Financial aid at Hill Tracts University: tuition fee waivers for results, for students of the hill districts, for children of freedom fighters, and scholarships for poor and meritorious students.',
  about: {
    heading: 'About Financial Aid',
    paragraphs: [
      'No capable student should be kept from higher education by its cost. The university offers tuition fee waivers on admission results, for students from the three hill districts, for children of freedom fighters, for siblings and for students with disabilities, and full free studentships for poor and meritorious students as the Private University Act, 2010 requires.',
      'Waivers apply to the tuition fee only (not to the admission, semester, establishment, library, laboratory or examination fees). Only the highest single waiver a student qualifies for is given; waivers are not added together.',
    ],
  },
  sections: [
    {
      heading: 'Tuition Fee Waivers at Admission',
      items: [
        'GPA 5.00 in both SSC and HSC (or equivalent): 50% waiver',
        'Combined SSC and HSC GPA of 9.50 to 9.99: 30% waiver',
        'Combined SSC and HSC GPA of 9.00 to 9.49: 20% waiver',
        'Students permanently resident in Rangamati, Khagrachari or Bandarban: 25% waiver',
        'Children of freedom fighters (with certificate): 50% waiver',
        'Students with disabilities: 50% waiver',
        'Brothers and sisters studying at the university at the same time: 20% waiver for each',
      ],
    },
    {
      heading: 'Free Studentships and Scholarships',
      paragraphs: [
        'At least 3% of the seats in each programme carry a full free studentship for children of freedom fighters, and at least 3% for poor and meritorious students from remote areas. Semester scholarships reward the best results of each semester.',
      ],
      items: [
        'Full free studentship: tuition fee waived for the whole programme, selected by the financial aid committee',
        'Dean\u2019s List scholarship: 25% of the next semester\u2019s tuition fee for a semester GPA of 3.90 or above',
        'Merit scholarship: 15% of the next semester\u2019s tuition fee for a semester GPA of 3.75 to 3.89',
      ],
    },
    {
      heading: 'Keeping Your Waiver and How to Apply',
      items: [
        'Apply with the financial aid form and your supporting documents at the Admission and Information Division during admission.',
        'Continuing students apply within the first two weeks of each semester.',
        'A waiver continues while you keep a semester GPA of at least 3.00, take a full course load and have no disciplinary action against you.',
        'The financial aid committee decides every application; approved waivers are applied by the Accounts and Finance Division.',
      ],
      links: [
        { label: 'Fees', href: '/fees' },
        { label: 'Accounts and Finance Division', href: '/acfd' },
      ],
    },
  ],
  staff: [],
  vision: 'A university open to every talented young person of the hill districts and of Bangladesh, whatever their family\u2019s income.',
  mission: 'To award waivers and scholarships fairly and transparently to students who need them and students who excel.',
  goals: [
    'Publish the waiver rules before every admission season',
    'Decide every application within the first month of the semester',
    'Reserve free studentships as the law requires',
    'Review the waiver rules every year with the Syndicate',
  ],
  contact: { room: 'Admission and Information Division, Administrative Building, Ground Floor', phone: '+880 1713 000 102', email: 'financialaid@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
