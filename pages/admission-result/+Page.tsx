import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { formatNumber } from '../../src/i18n/numbers'
import { formatTakaAmount } from '../../src/i18n/format-taka'
import { COMMON_FEE_RATES } from '../../src/content/fees'
import { DateText } from '../../src/components/DateText'
import { FailureAlert } from '../../src/components/FailureAlert'
import { LangText } from '../../src/components/LangText'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { SearchField } from '../../src/components/SearchField'
import { SearchListPage } from '../../src/components/search-list/SearchListPage'
import { ScrollTable } from '../../src/components/programme/scroll-table/ScrollTable'
import { ROLL_DIGITS } from '../../src/logic/result-roll'
import { listHref, localeHref, PAGE } from '../../src/routes/paths'
import type { Locale } from '../../src/routes/locale'
import type { Data, Lookup, ResultLine } from './+data'
import { AlertSignup } from '../../src/components/alerts/AlertSignup'

const PATH = PAGE.admissionResult

/**
 * The admission test result of the current intake: a GET form that looks a roll number up (each answer a
 * URL of its own, ?roll=…), and the whole published list as a paged, searchable table (the accessible
 * alternative to a scanned merit list). Before publication, when the test is and where results appear.
 */
export default function Page() {
  const { intake, stage, resultsAhead, lookup, result, error } = useData<Data>()
  const locale = useLocale()
  const title = m.result_title({}, { locale })
  const description = m.result_description({ intake: intake.name }, { locale })
  if (!result) {
    return (
      <>
        <PageTitle title={title} description={description} />
        <PageBanner title={title} />
        <div className="container admission-result">
          {error ? (
            <div className="mt-4">
              <FailureAlert error={error} />
            </div>
          ) : null}
          <NotPublished intake={intake} stage={stage} lookup={lookup} resultsAhead={resultsAhead} />
        </div>
      </>
    )
  }
  const { list } = result
  const number = (n: number) => formatNumber(n, locale)
  return (
    <SearchListPage
      title={title}
      description={description}
      intro={
        <>
          <LookupForm lookup={lookup} />
          <LookupAnswer lookup={lookup} intake={intake.name} deadline={result.admissionDeadline} />
          <h2 className="h4 mt-4" id="result-list">
            {m.result_listHeading({}, { locale })}
          </h2>
          {result.publishedOn ? (
            <p className="text-body-secondary">
              {`${m.result_publishedOn({}, { locale })} `}
              <DateText date={result.publishedOn} />
            </p>
          ) : null}
        </>
      }
      controls={
        <div className="col-12 col-md-10">
          {lookup.kind === 'found' ? <input type="hidden" name="roll" value={lookup.applicant.roll} /> : null}
          <SearchField id="result-search" name="q" label={m.result_searchLabel({}, { locale })} value={list.filters.q} placeholder={m.result_searchPlaceholder({}, { locale })} />
        </div>
      }
      emptyText={m.result_listEmpty({}, { locale })}
      isEmpty={list.items.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      live
      after={<AlertSignup placement="result" />}
      pager={<ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.result_pagerLabel({}, { locale })} />}
    >
      <ScrollTable label={m.result_listHeading({}, { locale })}>
        <table className="table table-sm table-striped result-table">
          <caption className="caption-top">
            {m.result_listCaption({ intake: intake.name, count: number(list.total) }, { locale })}
            {list.pageCount > 1 ? `, ${m.result_listCaptionPage({ page: number(list.page), pageCount: number(list.pageCount) }, { locale })}` : null}
          </caption>
          <thead>
            <tr>
              <th scope="col">{m.result_colRoll({}, { locale })}</th>
              <th scope="col">{m.result_colName({}, { locale })}</th>
              <th scope="col">{m.result_colOutcome({}, { locale })}</th>
              <th scope="col">{m.result_colProgramme({}, { locale })}</th>
              <th scope="col">{m.result_colPosition({}, { locale })}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((a) => (
              <tr key={a.roll}>
                <th scope="row">
                  <a href={localeHref(locale, listHref(PATH, { roll: a.roll }))}>{rollText(a.roll, locale)}</a>
                </th>
                <td>
                  <LangText text={a.name} />
                </td>
                <td>{outcomeText(a, locale)}</td>
                <td>{a.programme?.name ?? ''}</td>
                <td>{a.position === null ? '' : number(a.position)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </SearchListPage>
  )
}

/** A roll number in the page's digits, every digit kept (leading zeros too). */
const rollText = (roll: string, locale: Locale) => (locale === 'en' ? roll : [...roll].map((d) => formatNumber(Number(d), locale)).join(''))

function outcomeText(a: ResultLine, locale: Locale): string {
  if (a.outcome === 'selected') return m.result_outcomeSelected({}, { locale })
  if (a.outcome === 'waiting') return m.result_outcomeWaiting({}, { locale })
  return m.result_outcomeNotSelected({}, { locale })
}

/** The lookup: a plain GET form, so it works without JavaScript and every answer is a URL. */
function LookupForm({ lookup }: { lookup: Lookup }) {
  const locale = useLocale()
  const typed = lookup.kind === 'found' ? lookup.applicant.roll : lookup.kind === 'unknown' ? lookup.roll : lookup.kind === 'malformed' ? lookup.typed : ''
  return (
    <section className="card card-body my-4 result-lookup" aria-labelledby="result-lookup">
      <h2 id="result-lookup" className="h4">
        {m.result_lookupHeading({}, { locale })}
      </h2>
      <form method="get" action={localeHref(locale, PATH)} className="row g-3 align-items-end">
        <div className="col-12 col-md-8">
          <label htmlFor="result-roll" className="form-label">
            {m.result_rollLabel({}, { locale })}
          </label>
          <input
            id="result-roll"
            name="roll"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="form-control"
            defaultValue={typed}
            aria-describedby="result-roll-hint"
            aria-invalid={lookup.kind === 'malformed' ? true : undefined}
            maxLength={40}
            required
          />
          <div id="result-roll-hint" className="form-text">
            {m.result_rollHint({}, { locale })}
          </div>
        </div>
        <div className="col-12 col-md-4">
          <button type="submit" className="btn btn-success w-100">
            {m.result_lookupButton({}, { locale })}
          </button>
        </div>
      </form>
    </section>
  )
}

/** What the roll in the URL found, in the page's language, with what to do next. */
function LookupAnswer({ lookup, intake, deadline }: { lookup: Lookup; intake: string; deadline: string }) {
  const locale = useLocale()
  if (lookup.kind === 'none') return null
  if (lookup.kind === 'malformed') {
    const number = (n: number) => formatNumber(n, locale)
    return (
      <p className="alert alert-danger" role="alert" id="result-answer">
        {m.result_malformed({ typed: lookup.typed, min: number(ROLL_DIGITS.min), max: number(ROLL_DIGITS.max) }, { locale })}
      </p>
    )
  }
  if (lookup.kind === 'unknown') {
    return (
      <p className="alert alert-warning" role="alert" id="result-answer">
        {m.result_unknown({ roll: rollText(lookup.roll, locale), intake }, { locale })}
      </p>
    )
  }
  const a = lookup.applicant
  const position = a.position === null ? '' : formatNumber(a.position, locale)
  const programme = a.programme?.name ?? ''
  const outcome =
    a.outcome === 'selected'
      ? m.result_selected({ programme, position }, { locale })
      : a.outcome === 'waiting'
        ? m.result_waiting({ programme, position }, { locale })
        : m.result_notSelected({}, { locale })
  return (
    <section className={`card card-body mb-4 result-answer result-answer--${a.outcome}`} aria-labelledby="result-answer">
      <h2 id="result-answer" className="h4">
        {m.result_answerHeading({ roll: rollText(a.roll, locale) }, { locale })}
      </h2>
      <dl className="result-answer__facts">
        <dt>{m.result_colName({}, { locale })}</dt>
        <dd className="lead mb-2">
          <LangText text={a.name} />
        </dd>
        <dt>{m.result_colOutcome({}, { locale })}</dt>
        <dd className="lead fw-semibold result-answer__outcome">{outcome}</dd>
      </dl>
      <h3 className="h5">{m.result_nextHeading({}, { locale })}</h3>
      <ul className="mb-0">
        {a.outcome === 'selected' ? (
          <>
            <li>
              <a href={localeHref(locale, PAGE.offerLetter)}>{m.result_offerLetter({}, { locale })}</a>
              {` ${m.result_nextOfferLetter({}, { locale })}`}
            </li>
            <li>
              {`${m.result_nextFee({ amount: formatTakaAmount(COMMON_FEE_RATES.admission, locale) }, { locale })} `}
              <a href={localeHref(locale, PAGE.fees)}>{m.result_feesPage({}, { locale })}</a>.
            </li>
            {deadline ? (
              <li>
                {`${m.result_deadlineBefore({}, { locale })} `}
                <DateText date={deadline} />
                {m.result_deadlineAfter({}, { locale })}
              </li>
            ) : null}
          </>
        ) : a.outcome === 'waiting' ? (
          <li>
            {`${m.result_nextWaiting({}, { locale })} `}
            <a href={localeHref(locale, listHref(PAGE.allNotice, { title: 'result' }))}>{m.result_notices({}, { locale })}</a>
          </li>
        ) : (
          <li>
            {`${m.result_nextNotSelected({}, { locale })} `}
            <a href={localeHref(locale, PAGE.admissionInstruction)}>{m.result_circular({}, { locale })}</a>
          </li>
        )}
      </ul>
    </section>
  )
}

/** Before publication: when the test is (or was), and where results appear. */
function NotPublished({ intake, stage, lookup, resultsAhead }: Pick<Data, 'intake' | 'stage' | 'lookup' | 'resultsAhead'>) {
  const locale = useLocale()
  const test = intake.admissionTest
  return (
    <>
      {lookup.kind === 'malformed' ? <LookupAnswer lookup={lookup} intake={intake.name} deadline="" /> : null}
      {lookup.kind === 'unknown' ? (
        <p className="alert alert-warning mt-4" role="alert" id="result-answer">
          {m.result_notPublishedRoll({ roll: rollText(lookup.roll, locale), intake: intake.name }, { locale })}
        </p>
      ) : null}
      <section className="card card-body my-4" aria-labelledby="result-status">
        <h2 id="result-status" className="h4">
          {m.result_notPublished({}, { locale })}
        </h2>
        {stage === 'tested' ? (
          <p className="mb-2">
            {`${m.result_testWasHeld({}, { locale })} `}
            <time dateTime={test.dateTime}>{test.text}</time>
            {m.result_testWasHeldAfter({}, { locale })}
          </p>
        ) : (
          <p className="mb-2">
            {`${m.result_testIsOn({}, { locale })} `}
            <time dateTime={test.dateTime}>{test.text}</time>
            {m.result_testIsOnAfter({}, { locale })}
          </p>
        )}
        {resultsAhead ? (
          <p className="mb-2">
            {`${m.result_expectedBefore({}, { locale })} `}
            <time dateTime={intake.resultsExpected.dateTime}>{intake.resultsExpected.text}</time>
            {m.result_expectedAfter({}, { locale })}
          </p>
        ) : null}
        <ul className="mb-0">
          <li>
            <a href={localeHref(locale, listHref(PAGE.allNotice, { title: 'result' }))}>{m.result_notices({}, { locale })}</a>
          </li>
          <li>
            <a href={localeHref(locale, PAGE.offerLetter)}>{m.result_offerLetter({}, { locale })}</a>
            {` ${m.result_offerLetterWhen({}, { locale })}`}
          </li>
          <li>
            <a href={localeHref(locale, PAGE.admitCard)}>{m.result_admitCard({}, { locale })}</a>
            {` ${m.result_admitCardWhen({}, { locale })}`}
          </li>
        </ul>
      </section>
      {/* Before publication, what a visitor here wants: to be told when the result is out. */}
      <AlertSignup placement="result" />
    </>
  )
}
