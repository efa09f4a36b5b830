// The admission circular and the advertisement tabs hydrate when the main thread is idle or at the first input
// (src/components/DeferredHydration.tsx); their server HTML is complete and works before (tab panels under their
// names without JavaScript). Their stylesheets are imported here so the server links them in the HTML.
import { deferHydration } from '../DeferredHydration'
import '../programme/programme.css'
import './admission.css'

export const CircularView = deferHydration(() => import('./CircularView').then((m) => m.CircularView))
export const IntakeClosedNotice = deferHydration(() => import('./CircularView').then((m) => m.IntakeClosedNotice))
export const AdvertisementTabs = deferHydration(() => import('./AdvertisementTabs').then((m) => m.AdvertisementTabs))
