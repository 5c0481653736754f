import type { ReactNode } from 'react';

/** The signed-out frame: brand, then one narrow card in the middle of the page. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10">
      <p className="mb-6 text-2xl font-semibold text-accent">Hisaab</p>
      <section className="w-full max-w-md rounded-lg border border-line bg-surface p-5 shadow-sm">
        <h1 className="mb-4 text-lg font-semibold">{title}</h1>
        {children}
      </section>
    </main>
  );
}
