import { createContext } from 'react'

/**
 * The file host's public base URL (pictures resized by the image endpoint come from it). It is the same
 * for every page a process renders, so parts of <StaticMarkup> may use it: the part is given it again.
 */
export const FileHostContext = createContext<string | undefined>(undefined)
