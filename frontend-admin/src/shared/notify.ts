import { toast } from '@ministry/frontend-kit';
import { i18n } from '../i18n/i18n';

/** Admin feedback goes through the shell's toaster so it looks the same site-wide. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}

export function notifyError(description: string, title?: string): void {
  toast({
    title: title ?? i18n._({ id: 'admin.toast.error', message: 'Error' }),
    description,
    variant: 'destructive',
  });
}
