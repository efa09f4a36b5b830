import { CIRCULAR } from '../../src/content/admission'
import { programmeBySlug } from '../../src/content/programmes'
import type { OfferedProgramme } from '../../src/components/admission/CircularView'

export interface Data {
  programmes: OfferedProgramme[]
}

/** Server side: only the offered programmes' titles reach the browser, not their content modules. */
export function data(): Data {
  return {
    programmes: CIRCULAR.programmes.flatMap((slug) => {
      const p = programmeBySlug(slug)
      return p ? [{ slug: p.slug, title: p.title }] : []
    }),
  }
}
