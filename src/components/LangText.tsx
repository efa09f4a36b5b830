// Upstream text as published, in either language: each run of Bengali script carries lang="bn" (screen
// readers choose the voice, the browser the font and line breaking); English text stays a plain string.

/** A run of Bengali letters with the spaces, digits and punctuation between them (split's capture: odd parts). */
const BENGALI_RUN = /([\u0980-\u09FF](?:[\u0980-\u09FF\u0964\u0965\u200C\u200D\s\d.,:;!?'"()/–—-]*[\u0980-\u09FF\u0964\u0965])?)/

export function LangText({ text }: { text: string }) {
  const parts = text.split(BENGALI_RUN)
  return parts.length < 2 ? text : parts.map((part, i) => (i % 2 ? <span key={i} lang="bn">{part}</span> : part))
}
