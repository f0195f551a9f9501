import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ideasKeys } from '../api/ideas';
import { IdeaForm } from './idea-form';
import { IdeasBoard } from './ideas-board';

interface IdeaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The idea dialog (spec §2.4): a new idea, and the board of ideas to vote on. It opens from the sidebar over any
 * screen, in the person's language like every other part (decision 040).
 */
export function IdeaDialog({ open, onOpenChange }: IdeaDialogProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [tab, setTab] = useState('new');

  const onTabChange = (next: string) => {
    setTab(next);
    if (next === 'list') void queryClient.invalidateQueries({ queryKey: ideasKeys.all });
  };

  const onDialogOpenChange = (next: boolean) => {
    if (!next) setTab('new');
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={onDialogOpenChange}>
      <DialogContent className="max-w-xl" lang={i18n.locale}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Submit Idea / Suggestion</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Comparte tus ideas para mejorar la plataforma. Las ideas más votadas serán consideradas para su
              implementación.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={onTabChange}>
          <TabsList className="w-full">
            <TabsTrigger value="new">
              <Trans>Nueva idea</Trans>
            </TabsTrigger>
            <TabsTrigger value="list">
              <Trans>Ideas</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="new">
            <IdeaForm
              content={content}
              onContentChange={setContent}
              onPublished={() => {
                setContent('');
                onOpenChange(false);
              }}
            />
          </TabsContent>
          <TabsContent value="list" className="grid gap-2">
            <IdeasBoard />
            <Link
              to="/ideas"
              onClick={() => onOpenChange(false)}
              className="justify-self-start text-sm underline underline-offset-2"
            >
              <Trans>Ver el tablero completo: estados y respuestas de la escuela</Trans>
            </Link>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
