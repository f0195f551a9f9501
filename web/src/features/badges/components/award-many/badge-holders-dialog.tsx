import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { Badge } from '@contracts/badges';
import { PagedList } from '@/components/paged-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { badgeHoldersQueryOptions } from '../../api/award-runs';
import { useAwardTexts } from './award-texts';

interface BadgeHoldersDialogProps {
  badge: Badge | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A badge's detail (issue 42): who holds it, a page of 50 at a time with 'Cargar más' (the one list pattern). */
export function BadgeHoldersDialog({ badge, open, onOpenChange }: BadgeHoldersDialogProps) {
  const texts = useAwardTexts();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{texts.holdersTitle(badge?.badge_name ?? '')}</DialogTitle>
          <DialogDescription>{texts.holdersDescription}</DialogDescription>
        </DialogHeader>
        {badge && open ? <Holders badgeId={badge.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Holders({ badgeId }: { badgeId: number }) {
  const texts = useAwardTexts();
  const holders = useInfiniteQuery(badgeHoldersQueryOptions(badgeId));
  return (
    <PagedList
      query={holders}
      label={texts.holdersList}
      className="grid max-h-[60vh] gap-1 overflow-y-auto"
      itemKey={(holder) => holder.award_id}
      status={texts.holdersStatus}
      more={{ label: texts.loadMore, loadingLabel: texts.loadingMore }}
      loading={{ label: texts.holdersLoading, rows: 4, rowClassName: 'h-12 rounded-md' }}
      error={{ title: texts.holdersFailed, retryLabel: texts.retry }}
      empty={{ title: texts.holdersEmpty, icon: Users }}
    >
      {(holder) => (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md border px-3 py-2">
          <span className="min-w-0 text-sm font-medium break-words">{holder.name}</span>
          <span className="text-xs text-muted-foreground">
            {texts.recipientKind(holder.user_type)} · {texts.awardedOn(formatDate(holder.awarded_at))}
          </span>
        </div>
      )}
    </PagedList>
  );
}
