// Raw upstream shapes (the wire format, spelling included), for the demo upstream that generates them.
// They are derived from the answer schemas in schemas.ts, the one place the upstream's shapes are written.
export type {
  RawAdvertisement, RawAdvertisements, RawBanner, RawCalendarEntry, RawCareer, RawCourseRow, RawDocumentAnswer,
  RawEvent, RawMarquee, RawNews, RawNotice, RawSyllabus, RawTeacher, RawVideo,
} from './schemas'
