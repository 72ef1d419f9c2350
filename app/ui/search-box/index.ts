export {
  SearchBox,
  searchTarget,
  PAX_LIMITS,
  type SearchBoxProps,
  type SearchBoxValues,
  type SearchBoxTheme,
  type SearchBoxMarket,
  type SearchBoxPlace,
} from './search-box';
export { useScrollToResultsAfterSearch } from './scroll-to-results';
