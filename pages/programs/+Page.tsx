import { ProgrammeCardList } from '../../src/components/programme/ProgrammeCardList'
import { SearchListPage } from '../../src/components/search-list/SearchListPage'
import { PROGRAMME_LEVELS } from '../../src/content/programmes/types'
import { levelLabel } from '../../src/components/programme/level'
import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import type { Data } from './+data'

/** /programs: every programme as a card, narrowed by level with a plain GET form. */
export default function Page() {
  const { programmes, level } = useData<Data>()
  const locale = useLocale()
  const controls = (
    <div className="col-12 col-md-6">
      <label htmlFor="programme-level" className="form-label">
        {m.programme_level({}, { locale })}
      </label>
      <select id="programme-level" name="type" className="form-select" defaultValue={level}>
        <option value="">{m.programmes_all({}, { locale })}</option>
        {PROGRAMME_LEVELS.map((l) => (
          <option key={l} value={l}>
            {levelLabel(l, locale)}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <SearchListPage
      title={m.programmes_title({}, { locale })}
      subtitle={m.programmes_subtitle({}, { locale })}
      description={m.programmes_description({}, { locale })}
      controls={controls}
      emptyText={m.programmes_none({}, { locale })}
      isEmpty={programmes.length === 0}
    >
      <ProgrammeCardList programmes={programmes} headingLevel={2} />
    </SearchListPage>
  )
}
