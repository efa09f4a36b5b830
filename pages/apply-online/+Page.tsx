import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { SITE } from '../../src/content/site'

/** Never rendered in practice (+guard redirects); a plain link in case a redirect is not followed. */
export default function Page() {
  return (
    <>
      <PageTitle title="Apply Online" description={`Apply online for the bachelor and master programmes of ${SITE.name}.`} />
      <PageBanner title="Apply Online" />
      <div className="container">
        <p>
          <a href={SITE.external.applyOnline}>Continue to the online application</a>
        </p>
      </div>
    </>
  )
}
