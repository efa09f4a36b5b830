export { documentPageData as data } from '../../../src/data/documents'
