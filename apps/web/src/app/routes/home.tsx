import { useSettledSession } from '../../features/auth/use-session';
import { RecentSearchesCard } from '../../features/history/components/recent-searches-card';
import { PersonalHome } from '../../features/home/components/personal-home';
import { PublicLanding } from '../../features/home/components/public-landing';
import { PharmacyCard } from '../../features/pharmacy/components/pharmacy-card';
import { ProfileStatusCard } from '../../features/profile/components/profile-status-card';
import { SearchExperience } from '../../features/search/components/search-experience';

/** / : the public landing for visitors, the personal home for signed-in people (spec section 2). */
export default function HomeRoute() {
  const session = useSettledSession();
  if (session.status === 'loading') {
    return <p className="p-8 text-center text-slate-500">Loading…</p>;
  }
  if (session.status === 'signed-out') {
    return <PublicLanding search={<SearchExperience />} pharmacy={<PharmacyCard />} />;
  }
  const { user } = session;
  return (
    <PersonalHome
      user={user}
      search={<SearchExperience safeHeading="Safe Medications" userId={user.id} />}
      cards={
        <>
          <ProfileStatusCard userId={user.id} />
          <RecentSearchesCard userId={user.id} />
          <PharmacyCard />
        </>
      }
    />
  );
}
