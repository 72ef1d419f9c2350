export { SearchBox, type SearchBoxProps } from './search-box';
export {
  searchTarget,
  PAX_LIMITS,
  type SearchBoxValues,
  type SearchBoxTheme,
  type SearchBoxMarket,
  type SearchBoxPlace,
} from './search-box-model';
export { useScrollToResultsAfterSearch } from './scroll-to-results';
