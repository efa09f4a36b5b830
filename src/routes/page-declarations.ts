// Written by scripts/write-page-table.ts (`npm run build`) from what the page folders declare (+config.ts): do not edit.
// What the browser's script (the loading text) and the breadcrumbs read of them, outside the server's Vike context.
import type { Locale } from './locale'
import type { LoadingText } from './page-settings'

/** The loading text of each page (by pattern) that declares one. */
export const PAGE_LOADING: Readonly<Record<string, LoadingText>> = {
  "/career": "careers",
  "/notice/:id": "notice",
  "/profile/:id": "facultyProfile",
  "/videos": "video"
}

/** The breadcrumb parent (a pattern) of each page that declares one. */
export const PAGE_PARENTS: Readonly<Record<string, string>> = {
  "/career-details/:id": "/career",
  "/news/:id": "/all-news",
  "/notice/:id": "/all-notice",
  "/profile/:id": "/faculty",
  "/program/:slug": "/:department"
}

/** The name of each parent page that declares one, in each language. */
export const PARENT_TITLES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  "/all-news": {
    "en": "News",
    "bn": "সংবাদ"
  },
  "/all-notice": {
    "en": "Notices",
    "bn": "নোটিশ"
  },
  "/career": {
    "en": "Career",
    "bn": "নিয়োগ বিজ্ঞপ্তি"
  },
  "/faculty": {
    "en": "Faculty Members",
    "bn": "শিক্ষকমণ্ডলী"
  }
}
