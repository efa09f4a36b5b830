import { ProgrammeCardList } from '../../src/components/programme/ProgrammeCardList'
import { SearchListPage } from '../../src/components/SearchListPage'
import { PROGRAMME_LEVELS } from '../../src/content/programmes/types'
import { useData } from '../../src/hooks/usePageContext'
import type { Data } from './+data'

/** /programs: every programme as a card, narrowed by level with a plain GET form. */
export default function Page() {
  const { programmes, level } = useData<Data>()
  const controls = (
    <div className="col-12 col-md-6">
      <label htmlFor="programme-level" className="form-label">
        Level
      </label>
      <select id="programme-level" name="type" className="form-select" defaultValue={level}>
        <option value="">All programmes</option>
        {PROGRAMME_LEVELS.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <SearchListPage
      title="Programmes"
      subtitle="Bachelor and master programmes of the university"
      description="Every programme of the university: its degree, level, duration and a link to its syllabus and fees."
      controls={controls}
      emptyText="No programmes found."
      isEmpty={programmes.length === 0}
    >
      <ProgrammeCardList programmes={programmes} headingLevel={2} />
    </SearchListPage>
  )
}
