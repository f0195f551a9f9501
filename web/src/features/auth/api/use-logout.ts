import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/components/ui/use-toast';

/** POST /api/auth/logout, then forget the token, the user and every cached answer; toast; go to '/'. */
export function useLogout() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>('/api/auth/logout');
      } catch (error) {
        // The session is forgotten locally whatever the server says.
        console.warn('Logout call failed', error);
      }
    },
    onSettled: async () => {
      signOut();
      queryClient.clear();
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
      await navigate('/');
    },
  });
}
