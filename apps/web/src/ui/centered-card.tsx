import type { ReactNode } from 'react';
import { LanguageSelect } from './language-select.tsx';

/** The signed-out frame: the language choice, brand, then one narrow card in the middle. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10">
      <div className="-mt-6 mb-2 flex w-full max-w-md justify-end">
        <LanguageSelect />
      </div>
      <p className="mb-6 text-2xl font-semibold text-accent">Hisaab</p>
      <section className="w-full max-w-md rounded-lg border border-line bg-surface p-5 shadow-sm">
        <h1 className="mb-4 text-lg font-semibold">{title}</h1>
        {children}
      </section>
    </main>
  );
}
