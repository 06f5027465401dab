import { SearchResultsPage } from '../../../features/itineraries/components/results/search-results-page';

export function SearchResultsRoute() {
  return <SearchResultsPage />;
}
