import { describe, expect, it } from 'vitest'
import { CATALOGUES } from './catalogue.ts'

/**
 * How the en-GB catalogue reads (decision 0136): every message in sentence case, natural British English.
 *
 * 1. A text starts with a capital letter. It may start with a digit, a symbol or a placeholder filled with a name,
 *    number, price or date, but not with `{{field}}`: that is a request field's identifier (`mlNum`, `bbox`), written in
 *    lower camel case, so a message names it later in the sentence ("Enter a value for {{field}}").
 *    Pieces that are joined into a longer sentence or set after a figure are named below, with the reason.
 * 2. A message (a key with an `error`, `errors`, `validation`, `api` or `toast` part, and every empty state) that holds
 *    more than one sentence ends with a full stop, question mark, exclamation mark or ellipsis. A one-sentence message
 *    may go without a full stop, as a title or a toast does ("Enter a valid e-mail address").
 * 3. An empty state's explanation (`…emptyText`, `…emptyHint`, `….empty.text`, `…emptyDescription`) is a sentence
 *    under the empty state's title and ends with a full stop.
 * 4. Two sentences are not joined by a comma: "…, please try again" is written "…. Please try again."
 * 5. A time is not abbreviated to a bare "s" after a number: "22 seconds", not "22 s".
 * 6. E-mail is written "e-mail" ("E-mail" at the start), the house spelling; an enquiry is not an inquiry.
 */

const en = CATALOGUES['en-GB']
const entries = Object.entries(en) as [string, string][]

/** Keys (or key prefixes ending in a dot) whose text is a piece of a sentence, with why it starts lower-case. */
const LOWER_CASE_PIECES: Record<string, string> = {
  'compare.table.bestLabel': 'read by a screen reader after the figure it marks: "£1,200, best of these homes"',
  'compare.table.area': 'set after the label "Area" in a table cell',
  'compare.table.builtIn': 'set after a home’s type in a table cell',
  'compare.table.rating': 'set after a school’s name in a table cell',
  'ui.account.field.accountPlaceholder': 'an example of what to type, written as it is typed',
  'ui.account.field.emailPlaceholder': 'an example of what to type, written as it is typed',
  'agent.form.emailPlaceholder': 'an example of what to type, written as it is typed',
  'agent.form.locationPlaceholder': 'an example of what to type ("e.g." starts lower-case)',
  'listing.market.updated': 'joined after the market figures: "1,204 for sale · updated 3 minutes ago"',
  'listing.sqft.': 'a size range set after the word "Size"',
  'listing.relative.': 'joined after a listing’s status: "New · just now"',
  'ui.listing.list.kind.': 'a home type inside a sentence ("{{count}} homes")',
  'listing.share.kind.': 'a home type inside a shared listing’s title',
  'rental.viewingMode.': 'joined after "Viewing": "Viewing in person"',
  'rental.rules.checked': 'set after the rule’s source: "tenant.gov.on.ca · checked 1 Dec 2026"',
  'rental.safety.beds.': 'a size inside the rent check’s sentence',
  'ui.market.soFar': 'a small note under a month’s bar: "so far"',
  'ui.subscribe.plan.per': 'set after a price: "$29 per month"',
  'ui.mortgage.period.': 'set after a payment: "$2,908.02 a month"',
  'ui.clients.source.': 'joined after "Came from": "Came from your web address"',
  'ui.clients.actions': 'set after a count: "12 actions this week"',
  'chat.ground.': 'a ground of the Human Rights Code inside the assistant’s sentence',
  'chat.summary.': 'pieces the assistant joins into one sentence about a search',
  'chat.direction.': 'a direction inside the assistant’s sentence',
  'chat.window.': 'a period inside the assistant’s sentence ("in the last week")',
  'chat.mortgage.': 'what the assistant still needs, inside its sentence',
  'chat.market.': 'a market inside the assistant’s sentence',
  'savedSearch.summary.': 'pieces joined into a saved search’s one-line summary',
  'notice.savedSearch.digest.': 'a frequency set after "Alerts": "Alerts daily"',
  'ui.insights.range.method.': 'completes the sentence "The range is …"',
  'ui.insights.range.kind.': 'a home type inside the range’s sentence',
  'showing.calendar.noAgent': 'set after "Agent:" in a calendar invitation',
  'ui.profile.agreement.point': 'list items that complete the sentence "I understand that…"',
  'auth.check.': 'the token check’s msg, which clients compare with "valid" (spec §7)',
  'activity.api.logged': 'the success envelope’s msg, "success" as every other success answer (spec §8)',
}

const MESSAGE_KEY = /(^|\.)(error|errors|validation|api|toast)(\.|$)|(^|\.)empty|[a-z]Empty/
const EMPTY_STATE_SENTENCE = /(empty|Empty)(Text|Hint|Description)$|\.empty\.text$/
const SENTENCE_BREAK = /[.?!…] (?=[A-Z{“"‘])/
const ENDS_AS_SENTENCE = /[.?!…][”’")]?$/

const isPiece = (key: string) => Object.keys(LOWER_CASE_PIECES).some((prefix) => key.startsWith(prefix))
const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '…')

/** Drops abbreviations whose full stop does not end a sentence. */
const withoutAbbreviations = (text: string) => text.replace(/\b(e\.g|i\.e|St|Ave|Rd|No|approx|vs)\./g, '$1')

describe('en-GB messages read as sentences', () => {
  it('start with a capital letter', () => {
    const flagged = entries
      .filter(([key]) => !isPiece(key))
      .filter(([, text]) => /^\p{Ll}/u.test(text) || text.startsWith('{{field}}'))
      .map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('end a message of more than one sentence with a full stop', () => {
    const flagged = entries
      .filter(([key]) => MESSAGE_KEY.test(key))
      .filter(([, text]) => SENTENCE_BREAK.test(withoutAbbreviations(text)) && !ENDS_AS_SENTENCE.test(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('end an empty state’s explanation with a full stop', () => {
    const flagged = entries
      .filter(([key]) => EMPTY_STATE_SENTENCE.test(key))
      .filter(([, text]) => !ENDS_AS_SENTENCE.test(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('do not join two sentences with a comma before "please"', () => {
    const flagged = entries.filter(([, text]) => /, please\b/i.test(text)).map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('write seconds out rather than a bare "s"', () => {
    const flagged = entries.filter(([, text]) => /(\d|\}\}) s\b/.test(text)).map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('spell e-mail with a hyphen', () => {
    const flagged = entries
      .filter(([, text]) => /\bemails?\b/i.test(withoutPlaceholders(text)))
      .map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('write enquiry, the British spelling', () => {
    const flagged = entries.filter(([, text]) => /\binquir/i.test(text)).map(([key, text]) => `${key}: ${text}`)
    expect(flagged).toEqual([])
  })

  it('name every lower-case piece that is still in the catalogue', () => {
    const unused = Object.keys(LOWER_CASE_PIECES).filter((p) => !entries.some(([key]) => key.startsWith(p)))
    expect(unused).toEqual([])
  })
})
