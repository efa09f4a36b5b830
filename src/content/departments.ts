// The six department landing pages: one page component, one record each.
import { bilingual } from './bilingual'
import type { ProgrammeSlug } from './programmes/names'
import { DEPARTMENT_SUMMARY_MODEL, type DepartmentKey } from './department-keys'

export { departmentKeyOf, type DepartmentKey } from './department-keys'

export interface DepartmentRecord {
  /** Route path without the slash ('cse' → /cse). */
  key: string
  /** The spec's 'Department of …' page name: the browser title. */
  title: string
  /** The full 'Department of …' name: the hero heading. */
  name: string
  /** Short name for the logo badge. */
  shortName: string
  school: string
  /** Id in the upstream teacher-list call; null: no faculty list (Law). */
  departmentId: string | null
  /** 'banner': hero with Apply Now and Learn More; 'welcome': logo, welcome heading and the tagline. */
  hero: 'banner' | 'welcome'
  /** Hero line under the heading of the banner style. */
  lead: string
  about: readonly string[]
  /** The programmes the department teaches (links to the programme pages). */
  programmes: readonly ProgrammeSlug[]
  /** Shows the office contact block (welcome-style pages). */
  officeBlock: boolean
  office: { room: string; email: string }
}

export const DEPARTMENTS = bilingual<Record<DepartmentKey, DepartmentRecord>>({
  cse: {
    key: 'cse',
    title: { en: 'Department of CSE', bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল (সিএসই) বিভাগ' },
    name: DEPARTMENT_SUMMARY_MODEL.cse.name,
    shortName: 'CSE',
    school: { en: 'School of Science and Engineering', bn: 'বিজ্ঞান ও প্রকৌশল অনুষদ' },
    departmentId: '1',
    hero: 'banner',
    lead: {
      en: 'Software, systems, networks and data: an engineering education for the digital economy, taught in the hills of Rangamati.',
      bn: 'সফটওয়্যার, সিস্টেম, নেটওয়ার্ক ও ডেটা: রাঙামাটির পাহাড়ে ডিজিটাল অর্থনীতির জন্য প্রকৌশল শিক্ষা।',
    },
    about: [
      {
        en: 'The Department of Computer Science and Engineering offers the four-year BSc in Computer Science and Engineering of 164 credits. Students learn programming, algorithms, computer architecture, databases, networks, software engineering and artificial intelligence, with laboratory work in every semester and a final-year project or thesis.',
        bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ ১৬৪ ক্রেডিটের চার বছর মেয়াদি কম্পিউটার বিজ্ঞান ও প্রকৌশলে বিএসসি প্রোগ্রাম পরিচালনা করে। শিক্ষার্থীরা প্রোগ্রামিং, অ্যালগরিদম, কম্পিউটার আর্কিটেকচার, ডেটাবেজ, নেটওয়ার্ক, সফটওয়্যার প্রকৌশল ও কৃত্রিম বুদ্ধিমত্তা শেখেন; প্রতি সেমিস্টারে ল্যাবের কাজ এবং শেষ বর্ষে একটি প্রকল্প বা থিসিস থাকে।',
      },
      {
        en: 'The department’s computer labs are open to students beyond class hours, and its programming club takes part in national contests. Graduates work as software engineers, network and system administrators, and data analysts, or continue to graduate study.',
        bn: 'বিভাগের কম্পিউটার ল্যাব ক্লাসের সময়ের বাইরেও শিক্ষার্থীদের জন্য খোলা থাকে, আর এর প্রোগ্রামিং ক্লাব জাতীয় প্রতিযোগিতায় অংশ নেয়। স্নাতকেরা সফটওয়্যার প্রকৌশলী, নেটওয়ার্ক ও সিস্টেম অ্যাডমিনিস্ট্রেটর এবং ডেটা বিশ্লেষক হিসেবে কাজ করেন, অথবা উচ্চতর পড়াশোনা চালিয়ে যান।',
      },
    ],
    programmes: DEPARTMENT_SUMMARY_MODEL.cse.programmes,
    officeBlock: false,
    office: {
      room: { en: 'Academic Building 1, Third Floor, Room 401', bn: 'একাডেমিক ভবন ১, চতুর্থ তলা, কক্ষ ৪০১' },
      email: 'cse@htu.edu.bd',
    },
  },
  dba: {
    key: 'dba',
    title: { en: 'Department of Business Administration', bn: 'ব্যবসায় প্রশাসন বিভাগ' },
    name: DEPARTMENT_SUMMARY_MODEL.dba.name,
    shortName: 'DBA',
    school: { en: 'School of Business', bn: 'ব্যবসায় অনুষদ' },
    departmentId: '2',
    hero: 'banner',
    lead: {
      en: 'Management, accounting, finance and marketing for the leaders and entrepreneurs of tomorrow.',
      bn: 'আগামী দিনের নেতা ও উদ্যোক্তাদের জন্য ব্যবস্থাপনা, হিসাববিজ্ঞান, ফিন্যান্স ও মার্কেটিং।',
    },
    about: [
      {
        en: 'The Department of Business Administration offers the four-year Bachelor of Business Administration (BBA) and the two-year Master of Business Administration (MBA). Students study accounting, finance, marketing, management and human resources, with majors in the final year and an internship with a business or development organisation.',
        bn: 'ব্যবসায় প্রশাসন বিভাগ চার বছর মেয়াদি ব্যাচেলর অব বিজনেস অ্যাডমিনিস্ট্রেশন (বিবিএ) এবং দুই বছর মেয়াদি মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন (এমবিএ) প্রোগ্রাম পরিচালনা করে। শিক্ষার্থীরা হিসাববিজ্ঞান, ফিন্যান্স, মার্কেটিং, ব্যবস্থাপনা ও মানবসম্পদ পড়েন; শেষ বর্ষে মেজর এবং কোনো ব্যবসায় বা উন্নয়ন প্রতিষ্ঠানে ইন্টার্নশিপ থাকে।',
      },
      {
        en: 'Case studies, business plan competitions and visits to firms in Chattogram and Dhaka prepare graduates for careers in banks, companies, NGOs and their own enterprises.',
        bn: 'কেস স্টাডি, ব্যবসায় পরিকল্পনা প্রতিযোগিতা এবং চট্টগ্রাম ও ঢাকার প্রতিষ্ঠান পরিদর্শন স্নাতকদের ব্যাংক, কোম্পানি, এনজিও ও নিজস্ব উদ্যোগে ক্যারিয়ারের জন্য প্রস্তুত করে।',
      },
    ],
    programmes: DEPARTMENT_SUMMARY_MODEL.dba.programmes,
    officeBlock: false,
    office: {
      room: { en: 'Academic Building 2, Second Floor, Room 210', bn: 'একাডেমিক ভবন ২, তৃতীয় তলা, কক্ষ ২১০' },
      email: 'dba@htu.edu.bd',
    },
  },
  eng: {
    key: 'eng',
    title: { en: 'Department of English', bn: 'ইংরেজি বিভাগ' },
    name: DEPARTMENT_SUMMARY_MODEL.eng.name,
    shortName: 'ENG',
    school: { en: 'School of Arts and Social Sciences', bn: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ' },
    departmentId: '3',
    hero: 'welcome',
    lead: { en: 'Literature, language and linguistics in English.', bn: 'ইংরেজি সাহিত্য, ভাষা ও ভাষাবিজ্ঞান।' },
    about: [
      {
        en: 'The Department of English offers the four-year BA in English, covering English literature from Chaucer to the present, world and South Asian literature in English, linguistics and English language teaching.',
        bn: 'ইংরেজি বিভাগ চার বছর মেয়াদি ইংরেজিতে বিএ প্রোগ্রাম পরিচালনা করে, যাতে চসার থেকে বর্তমান কাল পর্যন্ত ইংরেজি সাহিত্য, ইংরেজিতে লেখা বিশ্বসাহিত্য ও দক্ষিণ এশীয় সাহিত্য, ভাষাবিজ্ঞান এবং ইংরেজি ভাষা শিক্ষণ অন্তর্ভুক্ত।',
      },
      {
        en: 'Small classes, a language lab and an active drama and debating club help students speak and write with confidence. Graduates teach, write, translate and work in the media, the civil service and development organisations.',
        bn: 'ছোট ক্লাস, ভাষা ল্যাব এবং সক্রিয় নাটক ও বিতর্ক ক্লাব শিক্ষার্থীদের আত্মবিশ্বাসের সঙ্গে বলতে ও লিখতে সাহায্য করে। স্নাতকেরা শিক্ষকতা, লেখালেখি, অনুবাদ, গণমাধ্যম, সিভিল সার্ভিস ও উন্নয়ন প্রতিষ্ঠানে কাজ করেন।',
      },
    ],
    programmes: DEPARTMENT_SUMMARY_MODEL.eng.programmes,
    officeBlock: true,
    office: {
      room: { en: 'Academic Building 2, First Floor, Room 105', bn: 'একাডেমিক ভবন ২, দ্বিতীয় তলা, কক্ষ ১০৫' },
      email: 'english@htu.edu.bd',
    },
  },
  gds: {
    key: 'gds',
    title: { en: 'Department of GDS', bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন (জিডিএস) বিভাগ' },
    name: DEPARTMENT_SUMMARY_MODEL.gds.name,
    shortName: 'GDS',
    school: { en: 'School of Arts and Social Sciences', bn: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ' },
    departmentId: '4',
    hero: 'welcome',
    lead: { en: 'Public policy, local government and development.', bn: 'জননীতি, স্থানীয় সরকার ও উন্নয়ন।' },
    about: [
      {
        en: 'The Department of Governance and Development Studies offers the four-year BSS in Governance and Development Studies. Students study politics and public administration, development economics, local government in the Chittagong Hill Tracts, human rights, gender and environmental governance.',
        bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন বিভাগ চার বছর মেয়াদি গভর্ন্যান্স ও উন্নয়ন অধ্যয়নে বিএসএস প্রোগ্রাম পরিচালনা করে। শিক্ষার্থীরা রাজনীতি ও লোকপ্রশাসন, উন্নয়ন অর্থনীতি, পার্বত্য চট্টগ্রামের স্থানীয় সরকার, মানবাধিকার, জেন্ডার ও পরিবেশগত সুশাসন পড়েন।',
      },
      {
        en: 'Field work with local government bodies and development organisations is part of the programme. Graduates work in the civil service, NGOs, international agencies and research institutes.',
        bn: 'স্থানীয় সরকার প্রতিষ্ঠান ও উন্নয়ন সংস্থার সঙ্গে মাঠকর্ম প্রোগ্রামের অংশ। স্নাতকেরা সিভিল সার্ভিস, এনজিও, আন্তর্জাতিক সংস্থা ও গবেষণা প্রতিষ্ঠানে কাজ করেন।',
      },
    ],
    programmes: DEPARTMENT_SUMMARY_MODEL.gds.programmes,
    officeBlock: true,
    office: {
      room: { en: 'Academic Building 2, First Floor, Room 112', bn: 'একাডেমিক ভবন ২, দ্বিতীয় তলা, কক্ষ ১১২' },
      email: 'gds@htu.edu.bd',
    },
  },
  htm: {
    key: 'htm',
    title: { en: 'Department of HTM', bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট (এইচটিএম) বিভাগ' },
    name: DEPARTMENT_SUMMARY_MODEL.htm.name,
    shortName: 'HTM',
    school: { en: 'School of Business', bn: 'ব্যবসায় অনুষদ' },
    departmentId: '5',
    hero: 'welcome',
    lead: {
      en: 'Hospitality and tourism for one of the most beautiful regions of Bangladesh.',
      bn: 'বাংলাদেশের অন্যতম সুন্দর অঞ্চলের জন্য হসপিটালিটি ও পর্যটন শিক্ষা।',
    },
    about: [
      {
        en: 'The Department of Hospitality and Tourism Management offers the four-year BBA in Hospitality and Tourism Management. Students learn hotel and resort operations, food and beverage management, travel and tour operations, eco-tourism and event management.',
        bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট বিভাগ চার বছর মেয়াদি হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্টে বিবিএ প্রোগ্রাম পরিচালনা করে। শিক্ষার্থীরা হোটেল ও রিসোর্ট পরিচালনা, খাদ্য ও পানীয় ব্যবস্থাপনা, ভ্রমণ ও ট্যুর পরিচালনা, ইকো-ট্যুরিজম এবং ইভেন্ট ম্যানেজমেন্ট শেখেন।',
      },
      {
        en: 'With Kaptai Lake and the hills of Rangamati on its doorstep, the department places students in hotels, resorts and tour operators for their internship. Graduates work in hotels, airlines, travel companies and tourism development.',
        bn: 'কাপ্তাই হ্রদ ও রাঙামাটির পাহাড় হাতের নাগালে থাকায় বিভাগ শিক্ষার্থীদের ইন্টার্নশিপের জন্য হোটেল, রিসোর্ট ও ট্যুর অপারেটরে পাঠায়। স্নাতকেরা হোটেল, এয়ারলাইন, ভ্রমণ প্রতিষ্ঠান ও পর্যটন উন্নয়নে কাজ করেন।',
      },
    ],
    programmes: DEPARTMENT_SUMMARY_MODEL.htm.programmes,
    officeBlock: true,
    office: {
      room: { en: 'Academic Building 2, Third Floor, Room 305', bn: 'একাডেমিক ভবন ২, চতুর্থ তলা, কক্ষ ৩০৫' },
      email: 'htm@htu.edu.bd',
    },
  },
  law: {
    key: 'law',
    title: { en: 'Department of Law', bn: 'আইন বিভাগ' },
    name: DEPARTMENT_SUMMARY_MODEL.law.name,
    shortName: 'LAW',
    school: { en: 'School of Arts and Social Sciences', bn: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ' },
    departmentId: null,
    hero: 'welcome',
    lead: { en: 'Law, justice and human rights.', bn: 'আইন, ন্যায়বিচার ও মানবাধিকার।' },
    about: [
      {
        en: 'The Department of Law is being established in the School of Arts and Social Sciences. It will offer a four-year LL.B. (Honours) programme once it is approved by the University Grants Commission and the Bangladesh Bar Council.',
        bn: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদে আইন বিভাগ প্রতিষ্ঠার কাজ চলছে। বিশ্ববিদ্যালয় মঞ্জুরি কমিশন ও বাংলাদেশ বার কাউন্সিলের অনুমোদন পেলে বিভাগটি চার বছর মেয়াদি এলএল.বি. (অনার্স) প্রোগ্রাম চালু করবে।',
      },
      {
        en: 'The programme will cover constitutional, criminal, civil and commercial law, land law and the special laws and customary institutions of the Chittagong Hill Tracts, with moot courts and legal aid clinics. The admission circular will be published on this website.',
        bn: 'প্রোগ্রামে সাংবিধানিক, ফৌজদারি, দেওয়ানি ও বাণিজ্যিক আইন, ভূমি আইন এবং পার্বত্য চট্টগ্রামের বিশেষ আইন ও প্রথাগত প্রতিষ্ঠান পড়ানো হবে, সঙ্গে থাকবে মুট কোর্ট ও আইনি সহায়তা ক্লিনিক। ভর্তি বিজ্ঞপ্তি এই ওয়েবসাইটে প্রকাশ করা হবে।',
      },
    ],
    programmes: DEPARTMENT_SUMMARY_MODEL.law.programmes,
    officeBlock: true,
    office: {
      room: { en: 'Academic Building 2, First Floor, Room 118', bn: 'একাডেমিক ভবন ২, দ্বিতীয় তলা, কক্ষ ১১৮' },
      email: 'law@htu.edu.bd',
    },
  },
})
