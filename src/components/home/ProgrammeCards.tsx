import type { ProgrammeCard } from '../../content/home'
import { ProgrammeCardList } from '../programme/ProgrammeCardList'
import { HomeSection } from './HomeSection'
import './home.css'

/** The six programme cards, each linking its programme page, and every programme on /programs. */
export function ProgrammeCards({ programmes }: { programmes: ProgrammeCard[] }) {
  return (
    <HomeSection id="programmes-title" title="Our Programmes">
      <ProgrammeCardList programmes={programmes} headingLevel={3} />
      <p className="mt-3">
        <a href="/programs">All programmes</a>
      </p>
    </HomeSection>
  )
}
