import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

interface SaveToasts {
  /** The toast of a saved record. */
  success: { title: string; description?: string };
  /** The destructive toast's title, and its text when the server sends none. */
  failure: { title: string; fallback: string };
  /** Marks an error on the form itself (a taken code…); true when it did, and no toast follows. */
  handled?: (error: unknown) => boolean;
}

/** A form's save: the success toast then `onDone`, or the failure toast with the server's message. */
export async function saveWithToast(save: () => Promise<unknown>, onDone: () => void, toasts: SaveToasts) {
  try {
    await save();
    toast(toasts.success);
    onDone();
  } catch (error) {
    if (toasts.handled?.(error)) return;
    toast({
      title: toasts.failure.title,
      description: getErrorMessage(error, toasts.failure.fallback),
      variant: 'destructive',
    });
  }
}
