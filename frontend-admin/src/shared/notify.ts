import { toast } from '@ministry/frontend-kit';

/** Admin feedback goes through the shell's toaster so it looks the same site-wide. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}

export function notifyError(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' });
}
