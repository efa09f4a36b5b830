// The frame hydrates when the main thread is idle or at the first input (src/components/DeferredHydration.tsx):
// its server HTML works before (menus open on hover and focus, the phone menu is a link to its panel), and its
// code stays out of every page's first-load JavaScript.
import { deferHydration } from '../DeferredHydration'
// The frame's own stylesheets, imported here so the server links them before the frame's code loads.
import './SiteSearchBox.css'

export const TopBar = deferHydration(() => import('./TopBar').then((m) => m.TopBar))
export const NavBar = deferHydration(() => import('./NavBar').then((m) => m.NavBar))
export const Footer = deferHydration(() => import('./Footer').then((m) => m.Footer))
