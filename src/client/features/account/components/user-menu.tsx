import { CircleUserRound } from 'lucide-react';
import { useUser } from '../../session/api';

/** Placeholder until the accounts issue lands its menu. */
export function UserMenu() {
  const { user } = useUser();
  return (
    <span className="inline-flex items-center gap-2 rounded-md px-3 py-2">
      <CircleUserRound className="size-5" aria-hidden />
      {user?.username}
    </span>
  );
}
