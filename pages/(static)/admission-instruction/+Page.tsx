import { useData } from '../../../src/hooks/usePageContext'
import { CircularView } from '../../../src/components/admission/CircularView'
import type { Data } from './+data'
import { AlertSignup } from '../../../src/components/alerts/AlertSignup'

export default function Page() {
  const { intake, programmes, stage } = useData<Data>()
  return (
    <>
      <CircularView intake={intake} programmes={programmes} stage={stage} />
      <div className="container">
        <AlertSignup placement="admission" />
      </div>
    </>
  )
}
