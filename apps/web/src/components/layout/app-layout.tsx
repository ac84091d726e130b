import { Link, Outlet } from 'react-router';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link to="/" className="text-xl font-bold text-brand-700">
            OTC Relief
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-5xl px-4 py-6 text-sm text-slate-600">
          This platform is for information only and does not replace professional medical advice. © 2024 OTC Relief
        </p>
      </footer>
    </div>
  );
}
