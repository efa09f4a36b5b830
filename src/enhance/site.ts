// The site's script, on every page but Save-Data's (no React, no Vike runtime in the browser). It starts the
// navigation bar, which every page has, and fetches the script of each other component whose `data-module` markup
// the page carries (src/enhance/components.ts), starting it on every root; so does what a script adds to the page
// (the live filter's results). Then it marks <body data-enhanced>, so the CSS swaps the no-JS fallbacks for the
// controls (and browser tests know it has run).
// Built by scripts/build-browser-scripts.ts to /assets/scripts/site.<hash>.js with a chunk per component;
// src/offline/register.ts loads it once the page has painted, with the chunks the server named for the page.
import { navEnhancer } from '../components/frame/nav/enhance'
import { COMPONENT_SCRIPTS } from './components'
import './links'
import { CONTENT_ADDED_EVENT, enhance } from './module'

const EAGER = [navEnhancer]

document.addEventListener(CONTENT_ADDED_EVENT, (e) => {
  if (e.target instanceof HTMLElement) void enhance(e.target, EAGER, COMPONENT_SCRIPTS)
})
void enhance(document, EAGER, COMPONENT_SCRIPTS).then(() => {
  document.body.dataset.enhanced = 'true'
})
