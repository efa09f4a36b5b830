import type { Config } from 'vike/types'

// Its name as the menus give it; the circular's own title names the intake (+search.ts, the page).
export default { title: { en: 'Admission Circular', bn: 'ভর্তি বিজ্ঞপ্তি' } } satisfies Config
