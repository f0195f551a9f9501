/** The heading that names a list of 'Administrar Badges'. */
export function BadgeListHeading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-semibold">
      {children}
    </h3>
  );
}
