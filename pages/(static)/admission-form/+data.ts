export { documentPageData as data } from '../../../src/components/documents/pageData'
