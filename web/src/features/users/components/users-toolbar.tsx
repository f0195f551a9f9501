import { useId } from 'react';
import type { Role } from '@contracts/roles';
import { SearchInput } from '@/components/search-input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ALL_ROLES, ROLE_OPTIONS, roleFilterValue } from './user-labels';

interface UsersToolbarProps {
  /** The role filtered by; none for every role. */
  role: Role | undefined;
  onRoleChange: (role: Role | undefined) => void;
  onSearch: (q: string) => void;
}

/** The search over username or email, and the role filter. */
export function UsersToolbar({ role, onRoleChange, onSearch }: UsersToolbarProps) {
  const roleFilterId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        label="Search users"
        placeholder="Search by username or email"
        onSearch={onSearch}
        className="flex-1"
      />
      <div className="grid gap-1.5">
        <Label htmlFor={roleFilterId} className="text-xs text-muted-foreground">
          Role
        </Label>
        <Select value={role ?? ALL_ROLES} onValueChange={(value) => onRoleChange(roleFilterValue(value))}>
          <SelectTrigger id={roleFilterId} className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_ROLES}>All roles</SelectItem>
            {ROLE_OPTIONS.map((option) => (
              <SelectItem key={option.code} value={option.code}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
