import type { ProgrammeCard } from '../../content/home'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref } from '../../routes/locale'
import { ProgrammeCardList } from '../programme/ProgrammeCardList'
import { HomeSection } from './HomeSection'
import './home.css'

/** The six programme cards, each linking its programme page, and every programme on /programs. */
export function ProgrammeCards({ programmes }: { programmes: ProgrammeCard[] }) {
  const locale = useLocale()
  return (
    <HomeSection id="programmes-title" title={m.home_ourProgrammes({}, { locale })}>
      <ProgrammeCardList programmes={programmes} headingLevel={3} />
      <p className="mt-3">
        <a href={localeHref(locale, '/programs')}>{m.programmes_all({}, { locale })}</a>
      </p>
    </HomeSection>
  )
}
