// Compiles the UI messages (src/i18n/paraglide/) outside Vite: run by `npm install` (postinstall) so that
// tsc, ESLint, knip and vitest find them on a fresh checkout. The build compiles them again itself.
import { compile } from '@inlang/paraglide-js'
import { MESSAGES_COMPILER_OPTIONS } from '../vite-plugins/messages'

await compile(MESSAGES_COMPILER_OPTIONS)
