import type { ReactNode } from 'react';
import { Slideshow } from './slideshow';

/**
 * Full-screen centred layout of the sign-in screens: dimmed slideshow,
 * purple tinted overlay and a grid pattern behind the content.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-violet-950 px-4 py-10">
      <Slideshow />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-br from-violet-950/85 via-purple-900/60 to-fuchsia-900/55"
      />
      <div aria-hidden="true" className="bg-grid-pattern absolute inset-0" />
      <main className="relative z-10 w-full max-w-md">{children}</main>
    </div>
  );
}
