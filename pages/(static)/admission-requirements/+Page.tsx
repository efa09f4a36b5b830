import { RequirementCards } from '../../../src/components/admission/RequirementCards'
import { PageBanner } from '../../../src/components/PageBanner'
import { PageTitle } from '../../../src/components/PageTitle'
import { SmartLink } from '../../../src/components/SmartLink'
import { ADMISSION_REQUIREMENTS } from '../../../src/content/admission'
import { SITE_FACTS } from '../../../src/content/site'
import { useLocale } from '../../../src/hooks/usePageContext'
import { m } from '../../../src/i18n/messages'
import { localeHref } from '../../../src/routes/locale'
import { PAGE } from '../../../src/routes/paths'

export default function Page() {
  const locale = useLocale()
  return (
    <>
      <PageTitle title={m.admissionRequirements_title({}, { locale })} description={m.admissionRequirements_description({}, { locale })} />
      <PageBanner title={m.admissionRequirements_title({}, { locale })} subtitle={m.admissionRequirements_subtitle({}, { locale })} />
      <div className="container">
        <RequirementCards sections={ADMISSION_REQUIREMENTS.in(locale)} />
        <p className="mt-4">
          {`${m.admissionRequirements_readBefore({}, { locale })} `}
          <a href={localeHref(locale, PAGE.admissionInstruction)}>{m.admissionRequirements_circular({}, { locale })}</a>
          {` ${m.admissionRequirements_readBetween({}, { locale })}`}{' '}
          <a href={localeHref(locale, PAGE.fees)}>{m.admissionRequirements_fees({}, { locale })}</a>
          {` ${m.admissionRequirements_readAfter({}, { locale })}`}
        </p>
        <SmartLink link={{ label: m.common_applyNow({}, { locale }), href: SITE_FACTS.external.applyOnline, external: true }} className="btn btn-success" />
      </div>
    </>
  )
}
