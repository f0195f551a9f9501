import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Badge as Chip } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { awardRunQueryOptions, useRefreshAfterRun } from '../../api/award-runs';
import { useAwardTexts } from './award-texts';

/**
 * A run's progress, asked for every second until it is finished: a bar and 'done/total', the counts of each outcome,
 * then who was skipped (already held it) or failed, each with the server's reason. Once finished, the catalogue's
 * counts and the holders are read again.
 */
export function AwardRunProgress({ runId, onClose }: { runId: number; onClose: () => void }) {
  const texts = useAwardTexts();
  const run = useQuery(awardRunQueryOptions(runId));
  const refresh = useRefreshAfterRun();
  const finished = run.data?.finished ?? false;
  const problemsId = useId();
  useEffect(() => {
    if (finished) void refresh();
    // Once, when the run ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  return (
    <div className="grid gap-4">
      <ListState
        query={run}
        isEmpty={() => false}
        loading={{ label: texts.progressLabel, rows: 2, rowClassName: 'h-8 rounded-md' }}
        error={{ title: texts.progressFailed, retryLabel: texts.retry }}
        empty={{ title: '' }}
      >
        {(data) => (
          <div className="grid gap-3">
            <div className="flex items-center gap-2 text-sm font-medium" role="status">
              {data.finished ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
              ) : (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              )}
              <span>{data.finished ? texts.finished : texts.working}</span>
            </div>
            <div className="flex items-center gap-3">
              <Progress
                aria-label={texts.progressLabel}
                value={data.total === 0 ? 100 : Math.round((data.done / data.total) * 100)}
                className="flex-1"
              />
              <span className="font-mono text-sm tabular-nums" data-testid="award-run-count">
                {texts.progress(data)}
              </span>
            </div>
            <p className="text-sm text-muted-foreground">{texts.progressLine(data)}</p>
            {data.problems.length > 0 ? (
              <section aria-labelledby={problemsId} className="grid gap-2">
                <h3 id={problemsId} className="text-sm font-medium">
                  {texts.problems}
                </h3>
                <ul aria-labelledby={problemsId} className="grid max-h-60 gap-1 overflow-y-auto">
                  {data.problems.map((problem) => (
                    <li
                      key={`${problem.user_type}:${problem.user_id}`}
                      className="grid gap-0.5 rounded-md border p-2 text-sm"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-medium break-words">{problem.name}</span>
                        <span className="text-xs text-muted-foreground">{texts.recipientKind(problem.user_type)}</span>
                        <Chip variant={problem.outcome === 'failed' ? 'destructive' : 'secondary'}>
                          {problem.outcome === 'failed' ? texts.failed : texts.skipped}
                        </Chip>
                      </span>
                      <span className="text-muted-foreground">{problem.reason}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </ListState>
      <div className="flex justify-end">
        <Button variant={finished ? 'default' : 'outline'} onClick={onClose}>
          {texts.close}
        </Button>
      </div>
    </div>
  );
}
