import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Role } from '@contracts/roles';
import { SearchInput } from '@/components/search-input';
import { CatalogueSelect } from '@/components/catalogue-select';
import { Label } from '@/components/ui/label';
import { ALL_ROLES, ROLE_OPTIONS, roleFilterValue } from './user-labels';

interface UsersToolbarProps {
  /** The role filtered by; none for every role. */
  role: Role | undefined;
  onRoleChange: (role: Role | undefined) => void;
  onSearch: (q: string) => void;
}

/** The search over name, username or email (the server's rule: case and accents ignored), and the role filter. */
export function UsersToolbar({ role, onRoleChange, onSearch }: UsersToolbarProps) {
  const { t } = useLingui();
  const roleFilterId = useId();
  const roleFilterEntries = [{ code: ALL_ROLES, label: t`All roles` }, ...ROLE_OPTIONS];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        label={t`Search users`}
        placeholder={t`Search by name, username or email`}
        onSearch={onSearch}
        className="flex-1"
      />
      <div className="grid gap-1.5">
        <Label htmlFor={roleFilterId} className="text-xs text-muted-foreground">
          <Trans>Role</Trans>
        </Label>
        <CatalogueSelect
          id={roleFilterId}
          className="w-48"
          entries={roleFilterEntries}
          value={role ?? ALL_ROLES}
          onValueChange={(value) => onRoleChange(roleFilterValue(value))}
        />
      </div>
    </div>
  );
}
