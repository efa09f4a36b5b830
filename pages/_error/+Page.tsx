import { usePageContext } from '../../src/hooks/usePageContext'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'

export default function Page() {
  const { is404 } = usePageContext()
  if (is404) {
    return (
      <>
        <PageTitle title="Page not found" description="The page you asked for does not exist or has moved." />
        <PageBanner title="Page not found" subtitle="Error 404" />
        <div className="container">
          <p>The page you asked for does not exist or has moved.</p>
          <p>
            <a href="/">Go to the home page</a> · <a href="/all-notice">See all notices</a> · <a href="/contact">Contact us</a>
          </p>
        </div>
      </>
    )
  }
  return (
    <>
      <PageTitle title="Something went wrong" description="The page could not be shown. Please try again in a moment." />
      <PageBanner title="Something went wrong" subtitle="Error 500" />
      <div className="container">
        <p>The page could not be shown. Please try again in a moment.</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </>
  )
}
