// The language switch's hook (LanguageSwitch.tsx writes it, src/components/search-list/enhance.ts follows it): a link to the
// page in the other language, which the live filter points at the filtered view it shows.

/** The attribute that marks a language switch link. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch'
/** Every language switch on a page (the top bar's and the phone menu's). */
export const LANGUAGE_SWITCH_SELECTOR = `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`
