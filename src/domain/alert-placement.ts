// Where the subscription form stands (issue 34): the footer of every page (compact), and the pages where a visitor
// waits for a notice. A placement decides the form's heading, its preset topics and its id on the page.

export const ALERT_PLACEMENTS = ['footer', 'notices', 'admission', 'result'] as const
export type AlertPlacement = (typeof ALERT_PLACEMENTS)[number]
