import { useQuery } from '@tanstack/react-query';
import { portfolioQueryOptions } from '../../api/portfolio';
import { PortfolioViewer } from './portfolio-viewer';

interface TeacherPortfolioViewerProps {
  teacherId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workId: number | null;
  onWorkChange: (workId: number) => void;
}

/**
 * The viewer over a teacher's portfolio as the asking user may see it, loaded when it first opens (a card's
 * thumbnail opens it on one work; the others come with the list).
 */
export function TeacherPortfolioViewer({ teacherId, open, ...props }: TeacherPortfolioViewerProps) {
  const list = useQuery({ ...portfolioQueryOptions(teacherId), enabled: open });
  return <PortfolioViewer open={open} works={list.data?.items} failed={list.isError} {...props} />;
}
