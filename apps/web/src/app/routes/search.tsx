import { useSession } from '../../features/auth/use-session';
import { SearchPage } from '../../features/search/components/search-page';

/** /search: the search page, for visitors and signed-in people alike. */
export default function SearchRoute() {
  const { user } = useSession();
  return <SearchPage userId={user?.id ?? 'anonymous'} />;
}
