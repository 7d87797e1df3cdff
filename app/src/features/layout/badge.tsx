// The top bar's count badge (bonus box, bell): hidden at 0, 99+ above 99. The
// count is said by its button's label, so the badge itself is not read out.
export function Badge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className ? `badge ${className}` : 'badge'} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
