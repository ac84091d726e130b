import { useSession } from '../../features/auth/use-session';
import { ProfileSetupPage } from '../../features/profile/components/profile-setup-page';

/** /profile-setup (behind RequireSignedIn): the health profile form. */
export default function ProfileSetupRoute() {
  const { user } = useSession();
  return <ProfileSetupPage owner={user} />;
}
