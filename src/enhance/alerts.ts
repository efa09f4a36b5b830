// The notice alerts' scripts (issue 34), for site.ts's list.
export { alertSignup } from './alert-signup'
export { alertPush } from './alert-push'
