import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">OTC Relief</p>
          <p className="mt-2 text-sm text-slate-600">
            This platform is for informational purposes only and does not replace professional medical advice.
          </p>
        </div>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold text-slate-900">Company</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            <li>
              <Link to={paths.about} className="hover:underline">
                About Us
              </Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy} className="hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfService} className="hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className="hover:underline">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="text-sm font-semibold text-slate-900">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            <li>
              <Link to={paths.supplements} className="hover:underline">
                Vitamins &amp; Supplements
              </Link>
            </li>
            <li>
              <Link to={paths.sitemap} className="hover:underline">
                Sitemap
              </Link>
            </li>
            <li>
              <a href="/sitemap.xml" className="hover:underline">
                sitemap.xml
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">© 2024 OTC Relief</p>
    </footer>
  );
}
