import { PageTitle } from '../../src/components/PageTitle'
import { SITE } from '../../src/content/site'

export default function Page() {
  return (
    <>
      <PageTitle title={`${SITE.name} | ${SITE.tagline}`} raw />
      <div className="container py-5">
        <h1>{SITE.name}</h1>
        <p className="lead">{SITE.tagline}.</p>
      </div>
    </>
  )
}
