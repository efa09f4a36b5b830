// The routes of this area's office, leadership, department and download pages, with their titles
// and a piece of content each must show in the server HTML; their edge time is what their folder declares.
import { builtPageTable } from './page-table'

export interface RouteCheck {
  path: string
  title: string
  content: string[]
  edgeSeconds: number
}

const edgeOf = (page: string) => builtPageTable().byPage(page)!.edgeSeconds
const office = (path: string, title: string, ...content: string[]): RouteCheck => ({ path, title, content, edgeSeconds: edgeOf('/pages/office') })
const STAFF_SOON = 'Staff information will be published soon.'
const PROFILES = 'Research profiles (links coming soon)'

export const OFFICE_ROUTES: RouteCheck[] = [
  office('/acfd', 'Accounts and Finance Division', 'Md. Mizanur Rahman, FCMA', PROFILES, STAFF_SOON, 'mailto:acfd@htu.edu.bd'),
  office('/coe', 'Controller of Examinations', 'Dr. Ushwe Sing Marma', PROFILES, STAFF_SOON, 'coe@htu.edu.bd'),
  office('/pro', 'Public Relations and Publication', 'Farhana Yasmin', PROFILES, STAFF_SOON, 'pro@htu.edu.bd'),
  office('/admission-division', 'Admission and Information Division', 'Md. Habibur Rahman', PROFILES, STAFF_SOON, 'href="/admit-card"'),
  office('/librarian', 'Librarian', 'Sanjib Tripura', PROFILES, STAFF_SOON, '1,92,978 volumes'),
  office('/itd', 'Information Technology Division', 'IT Consultant', PROFILES, STAFF_SOON, 'itd@htu.edu.bd'),
  office('/iqac', 'Institutional Quality Assurance Cell (IQAC)', 'Professor Dr. Kamrun Nahar', PROFILES, STAFF_SOON, 'iqac@htu.edu.bd'),
  office('/academic-council', 'Academic Council', 'highest academic body', STAFF_SOON),
  office('/syndicate', 'Syndicate', 'executive body of the university', STAFF_SOON),
  office('/deans', 'Deans of Schools', 'School of Science and Engineering', STAFF_SOON, 'href="/law"'),
  office('/proctor', 'Proctorial Body', 'harassment', STAFF_SOON),
  office('/transport-office', 'Transport Office', 'Route 1: Reserve Bazar', STAFF_SOON),
  office('/audit-cell', 'Audit Cell', 'internal audit', STAFF_SOON),
  office('/security-office', 'Security Office', 'Open 24 hours, every day', STAFF_SOON),
  office('/admission-test', 'Admission Test', '120 marks for all groups', '26 Feb 2026 at 10:00 AM', STAFF_SOON),
  office('/financial-aid', 'Financial Aid', 'Tuition Fee Waivers at Admission', 'Free Studentships and Scholarships', STAFF_SOON),
  office('/vc', 'Vice Chancellor', 'Message from the Vice Chancellor', 'Professor Dr. Shyamal Kanti Dewan', 'Our Vision', 'Our Mission', 'Our Goals'),
  office('/provc', 'Pro-Vice Chancellor', 'Professor Dr. Nasrin Sultana', 'Our Vision'),
  office('/treasurer', 'Treasurer', 'Professor Md. Abdul Mannan', 'Our Goals'),
  office('/registrar', 'Registrar', 'Registrar (in-charge)', PROFILES, 'Ananda Bikash Chakma', 'Rumana Akter', 'asst.registrar@htu.edu.bd'),
]

const TAGLINE = 'Building bright minds with a strong foundation in knowledge, innovation, and community.'
const department = (path: string, title: string, ...content: string[]): RouteCheck => ({ path, title, content, edgeSeconds: edgeOf('/pages/department') })

export const DEPARTMENT_ROUTES: RouteCheck[] = [
  department('/cse', 'Department of CSE', 'Department of Computer Science and Engineering', 'BSc in Computer Science and Engineering', 'Apply Now', 'href="#about"', 'Our Faculty', 'View Profile', 'href="/profile/'),
  department('/dba', 'Department of Business Administration', 'Apply Now', 'href="#about"', 'View Profile', 'href="/program/bba"', 'href="/program/mba"'),
  department('/eng', 'Department of English', TAGLINE, 'View Profile', 'row-cols-lg-4', 'animation-delay:0.05s', 'english@htu.edu.bd', 'Request Appointment'),
  department('/gds', 'Department of GDS', 'Department of Governance and Development Studies', 'BSS in Governance and Development Studies', TAGLINE, 'View Profile', 'gds@htu.edu.bd'),
  department('/htm', 'Department of HTM', 'Department of Hospitality and Tourism Management', 'BBA in Hospitality and Tourism Management', TAGLINE, 'View Profile', 'htm@htu.edu.bd'),
  department('/law', 'Department of Law', TAGLINE, 'law@htu.edu.bd', 'Request Appointment'),
]

const download = (path: string, title: string): RouteCheck => ({
  path,
  title,
  content: [`action="/api/admission-documents${path}"`, 'name="mobile_number"', 'inputMode="tel"', 'name="verification_code"', 'type="password"'],
  edgeSeconds: edgeOf(`/pages/(static)${path}`),
})

export const DOWNLOAD_ROUTES: RouteCheck[] = [
  download('/admission-form', 'Download Admission Form'),
  download('/admit-card', 'Download Admit Card'),
  download('/offer-letter', 'Download Offer Letter'),
]

export const ALL_ROUTES = [...OFFICE_ROUTES, ...DEPARTMENT_ROUTES, ...DOWNLOAD_ROUTES]
