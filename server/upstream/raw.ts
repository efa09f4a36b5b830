// Raw upstream shapes, as the university API sends them (spelling included).
// Every field is optional and loosely typed: normalise.ts decides what is usable.

type Maybe<T> = T | null | undefined
type Id = Maybe<number | string>

export interface RawBanner { id?: Id; images_path?: Maybe<string> }
export interface RawMarquee { id?: Id; name?: Maybe<string>; date?: Maybe<string>; link?: Maybe<string> }
export interface RawNotice { id?: Id; date?: Maybe<string>; head_line?: Maybe<string>; description?: Maybe<string>; images_path?: Maybe<string> }
export type RawNews = RawNotice
export interface RawVideo { id?: Id; title?: Maybe<string>; video_id?: Maybe<string>; date?: Maybe<string>; thumbnail?: Maybe<string> }
export interface RawEvent { id?: Id; name?: Maybe<string>; images?: Maybe<string>; start_date?: Maybe<string>; end_date?: Maybe<string> }
export interface RawCareer {
  id?: Id
  designation_name?: Maybe<string>
  department_name?: Maybe<string>
  subject?: Maybe<string>
  start_date?: Maybe<string>
  end_date?: Maybe<string>
  position_number?: Maybe<string | number>
  gender?: Maybe<string>
  job_type?: Maybe<string | number>
  qualification?: Maybe<string>
  responsibilites?: Maybe<string>
  additional_requirement?: Maybe<string>
  advertisement?: Maybe<string>
  title?: Maybe<string>
  location?: Maybe<string>
}
export interface RawTeacher {
  id?: Id
  teacher_id?: Id
  name?: Maybe<string>
  designation_name?: Maybe<string>
  department_name?: Maybe<string>
  mobile_number?: Maybe<string>
  email?: Maybe<string>
  picture?: Maybe<string>
  about?: Maybe<string>
  google_scholar?: Maybe<string>
  researchgate?: Maybe<string>
  orcid?: Maybe<string>
  scopus?: Maybe<string>
  web_science?: Maybe<string>
  teaching_expertise?: Maybe<string>
  research_interest?: Maybe<string>
  journal_publication?: Maybe<string>
  conference_publication?: Maybe<string>
  book?: Maybe<string>
  project_award?: Maybe<string>
  others?: Maybe<string>
}
export interface RawCalendarEntry { id?: Id; title?: Maybe<string>; semester?: Maybe<string>; start_date?: Maybe<string>; end_date?: Maybe<string> }
export interface RawCourseRow { sl?: Id; actual_code?: Maybe<string>; course_title?: Maybe<string>; credit_hours?: Maybe<string | number>; pre_requisite?: Maybe<string> }
/** Object keyed by semester name. */
export type RawSyllabus = Record<string, Maybe<RawCourseRow[]>>
export interface RawAdvertisement { title?: Maybe<string>; type?: Maybe<string>; file_1?: Maybe<string> }
export interface RawAdvertisements { bachelor?: Maybe<RawAdvertisement[]>; master?: Maybe<RawAdvertisement[]> }
/** /all-videos answers either a list or { data: list }. */
export type RawVideoList = RawVideo[] | { data?: Maybe<RawVideo[]> }
export interface RawDocumentAnswer { responseCode?: Maybe<string>; responseMsg?: Maybe<string> }
export interface RawContactAnswer { message?: Maybe<string> }
