import { useSignOutMutation } from '@otc/api-contract';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { forgetSession } from '../../lib/api';
import { useToast } from '../../components/ui/toast';
import { initialOf, useSession, useSettledSession } from '../../features/auth/use-session';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/ui/button';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 py-5 text-sm font-medium ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`;

const DRAWER_LINKS = [
  { to: paths.home, label: 'OTC Medications' },
  { to: paths.supplements, label: 'Vitamins & Supplements' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];

function AvatarMenu() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [signOut] = useSignOutMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => !menu.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onSignOut = async () => {
    setOpen(false);
    try {
      await signOut().unwrap();
      toast({ title: 'Signed out successfully', description: "You've been logged out of your account." });
      navigate(paths.home);
      dispatch(forgetSession());
    } catch {
      toast({ title: 'Error signing out', description: 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <div className="relative" ref={menu}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Account menu"
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-semibold text-white"
      >
        {user?.photoUrl ? <img src={user.photoUrl} alt="" className="h-full w-full object-cover" /> : initialOf(user)}
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-40 mt-2 w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to={paths.profileSetup}
            onClick={() => setOpen(false)}
            className="block px-4 py-2 text-sm hover:bg-slate-50"
          >
            Profile
          </Link>
          <Link
            role="menuitem"
            to={paths.account}
            onClick={() => setOpen(false)}
            className="block px-4 py-2 text-sm hover:bg-slate-50"
          >
            Account &amp; data
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={onSignOut}
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50"
          >
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}

export function Header() {
  const { status } = useSettledSession();
  // OTC is every medicine page (/ and /search); only the supplements pages belong to the other tab.
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-4 px-4">
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
          className="-ml-2 rounded p-2 text-slate-700 md:hidden"
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to={paths.home} className="text-xl font-bold text-brand-700">
          OTC Relief
        </Link>
        <nav aria-label="Sections" className="hidden gap-6 md:flex">
          <NavLink
            to={paths.home}
            className={({ isActive }) => tabClass({ isActive: isActive && !pathname.startsWith(paths.supplements) })}
          >
            OTC
          </NavLink>
          <NavLink to={paths.supplements} className={tabClass}>
            Vitamins &amp; Supplements
          </NavLink>
        </nav>
        <div className="ml-auto">
          {status === 'signed-in' ? (
            <AvatarMenu />
          ) : status === 'signed-out' ? (
            <Link to={paths.auth} className={buttonClass({ size: 'sm' })}>
              Sign In
            </Link>
          ) : null}
        </div>
      </div>
      {drawer && (
        <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-slate-900/40"
            onClick={() => setDrawer(false)}
          />
          <nav
            className="absolute inset-y-0 left-0 flex w-64 flex-col gap-1 bg-white p-4 shadow-xl"
            onKeyDown={(e) => e.key === 'Escape' && setDrawer(false)}
          >
            {DRAWER_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                onClick={() => setDrawer(false)}
                className={({ isActive }) =>
                  `rounded px-3 py-2 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700'}`
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
      )}
    </header>
  );
}
