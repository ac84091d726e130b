import { AccountPage } from '../../features/account/components/account-page';
import { useSession } from '../../features/auth/use-session';

/** Wrapped in RequireSignedIn by the router, so the session is known here. */
export default function AccountRoute() {
  const { user } = useSession();
  return <AccountPage email={user?.email ?? ''} />;
}
